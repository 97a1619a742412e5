import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BeforeAfterSlider } from './before-after-slider';

function renderSlider() {
  render(
    <BeforeAfterSlider
      before={{ src: '/before.jpg', alt: 'Sarah before treatment' }}
      after={{ src: '/after.jpg', alt: 'Sarah after 12 weeks' }}
      label="Compare Sarah's skin before and after"
      width={600}
      height={400}
    />,
  );
  return screen.getByRole('slider', { name: "Compare Sarah's skin before and after" });
}

/** How much of the before photo shows: its layer is clipped from the right. */
const beforeClip = () => screen.getByAltText('Sarah before treatment').parentElement!.style.clipPath;

describe('the before/after slider, by keyboard', () => {
  it('starts halfway, and is reached with Tab', async () => {
    const user = userEvent.setup();
    const slider = renderSlider();
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    await user.tab();
    expect(slider).toBe(document.activeElement);
    expect(slider.getAttribute('aria-valuetext')).toBe('50% before, 50% after');
    expect(beforeClip()).toBe('inset(0 50% 0 0)');
  });

  it('moves 5 with the arrows and 20 with Page Up and Page Down, and shows it', async () => {
    const user = userEvent.setup();
    const slider = renderSlider();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(slider.getAttribute('aria-valuenow')).toBe('55');
    expect(slider.getAttribute('aria-valuetext')).toBe('55% before, 45% after');
    expect(beforeClip()).toBe('inset(0 45% 0 0)');
    expect(slider.style.left).toBe('55%');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(slider.getAttribute('aria-valuenow')).toBe('65');
    await user.keyboard('{ArrowLeft}{ArrowDown}{ArrowDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('50');
    await user.keyboard('{PageUp}');
    expect(slider.getAttribute('aria-valuenow')).toBe('70');
    await user.keyboard('{PageDown}{PageDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('30');
  });

  it('goes to the ends with Home and End, and stops there', async () => {
    const user = userEvent.setup();
    const slider = renderSlider();
    await user.tab();
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    expect(beforeClip()).toBe('inset(0 0% 0 0)');
    await user.keyboard('{ArrowRight}{PageUp}');
    expect(slider.getAttribute('aria-valuenow')).toBe('100');
    await user.keyboard('{Home}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
    expect(slider.getAttribute('aria-valuetext')).toBe('0% before, 100% after');
    await user.keyboard('{ArrowLeft}{PageDown}');
    expect(slider.getAttribute('aria-valuenow')).toBe('0');
  });

  it("keeps the page from scrolling on the slider's keys, and leaves other keys alone", () => {
    const slider = renderSlider();
    // fireEvent answers false when a handler prevented the browser's default action.
    expect(fireEvent.keyDown(slider, { key: 'ArrowDown' })).toBe(false);
    expect(fireEvent.keyDown(slider, { key: 'PageUp' })).toBe(false);
    expect(fireEvent.keyDown(slider, { key: 'Tab' })).toBe(true);
    expect(fireEvent.keyDown(slider, { key: 'a' })).toBe(true);
    // 50, down 5, up 20: the other keys changed nothing.
    expect(slider.getAttribute('aria-valuenow')).toBe('65');
  });
});
