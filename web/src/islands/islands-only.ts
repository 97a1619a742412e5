import { createContext } from 'react';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * A page hydrated island by island: drawn by the server, then only its islands hydrate (islands/main.tsx),
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

/**
 * The id of the JSON the server writes into a page drawn for the islands script: the query
 * cache the page was drawn from (only successful queries), which the islands start from, so
 * an island that reads a query draws what the server drew.
 */
export const ISLAND_DATA_ID = 'island-data';
