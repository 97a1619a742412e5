import { createContext, useContext, type ComponentType, type JSX } from 'react';

/**
 * An island: a part of a server-drawn page that the browser brings to life on its own, with
 * React but without the router or the rest of the page (docs/adr/0017-islands-on-public-pages.md).
 * The component draws inside a wrapper that names it and carries its props, so the islands
 * entry (islands/main.tsx) can find it and hydrate it as a root of its own. The wrapper is
 * drawn everywhere, also where the whole app runs, so the HTML is the same either way; it
 * takes no box of its own (`display: contents`, app/styles/global.css). Inside another island
 * it is just its component: the outer island brings it to life with the rest of itself.
 */

const components = new Map<string, ComponentType<never>>();

/** True below an island's wrapper, and in an island's own root in the browser. */
export const InsideIsland = createContext(false);

/** The props travel as JSON in the page, so they can only be data. */
type IslandProps = Record<string, unknown>;

export function island<Props extends object>(name: string, Component: ComponentType<Props>): (props: Props) => JSX.Element {
  if (components.has(name)) throw new Error(`Two islands are named ${name}`);
  components.set(name, Component as ComponentType<never>);
  function Island(props: Props) {
    const nested = useContext(InsideIsland);
    if (nested) return <Component {...props} />;
    const json = JSON.stringify(props);
    return (
      <div className="island" data-island={name} data-props={json === '{}' ? undefined : json}>
        <InsideIsland.Provider value={true}>
          <Component {...props} />
        </InsideIsland.Provider>
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}

/** The component an island's wrapper names, for the islands entry. */
export function islandComponent(name: string): ComponentType<IslandProps> | undefined {
  return components.get(name) as ComponentType<IslandProps> | undefined;
}
