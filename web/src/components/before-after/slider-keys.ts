export const SLIDER_MIN = 0;
export const SLIDER_MAX = 100;
export const SLIDER_START = 50;
const ARROW_STEP = 5;
const PAGE_STEP = 20;

const clamp = (value: number) => Math.min(SLIDER_MAX, Math.max(SLIDER_MIN, value));

/** The slider's value after a key press, or null when the key is not one a slider uses. */
export function sliderValueForKey(key: string, value: number): number | null {
  switch (key) {
    case 'ArrowLeft':
    case 'ArrowDown':
      return clamp(value - ARROW_STEP);
    case 'ArrowRight':
    case 'ArrowUp':
      return clamp(value + ARROW_STEP);
    case 'PageDown':
      return clamp(value - PAGE_STEP);
    case 'PageUp':
      return clamp(value + PAGE_STEP);
    case 'Home':
      return SLIDER_MIN;
    case 'End':
      return SLIDER_MAX;
    default:
      return null;
  }
}

/** The slider's value for a pointer at `clientX` over a frame spanning `left` to `left + width`. */
export function sliderValueAt(clientX: number, left: number, width: number): number {
  if (width <= 0) return SLIDER_START;
  return Math.round(clamp(((clientX - left) / width) * 100));
}
