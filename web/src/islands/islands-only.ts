import { createContext } from 'react';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A content page: drawn by the server, then only its islands hydrate (islands/main.tsx),
     * not the whole app. Where no islands build is at hand (`npm run dev`), the whole app hydrates it.
     */
    islandsOnly?: boolean;
  }
}

/**
 * True while the server draws a page for the islands script: the router's state for
 * hydrating the whole app is then left out of the page (routes/root.route.tsx).
 */
export const DrawnForIslands = createContext(false);
