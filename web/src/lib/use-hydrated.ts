import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server draws the page and while React hydrates it, true from the render
 * after: what only the browser knows (the #fragment, the clock, the viewport) may change the
 * page from then on. Hydration keeps the server's attributes where a first render differs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
