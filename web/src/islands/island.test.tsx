import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { island, islandComponent } from './island';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('island', () => {
  const GreetingIsland = island('greeting', Greeting);

  it('draws its component inside a wrapper that names it and carries its props as JSON', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<GreetingIsland name={'Priya "P" <Shah>'} />);
    const wrapper = container.querySelector<HTMLElement>('[data-island]')!;
    expect(wrapper.className).toBe('island');
    expect(wrapper.dataset.island).toBe('greeting');
    expect(JSON.parse(wrapper.dataset.props!)).toEqual({ name: 'Priya "P" <Shah>' });
    expect(wrapper.children).toHaveLength(1);
    expect(wrapper.querySelector('p')?.textContent).toBe('Hello Priya "P" <Shah>');
  });

  it('is found again by its name, and a name is one island only', () => {
    expect(islandComponent('greeting')).toBe(Greeting);
    expect(islandComponent('no-such-island')).toBeUndefined();
    expect(() => island('greeting', Greeting)).toThrow('Two islands are named greeting');
  });
});
