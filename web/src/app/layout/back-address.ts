import { useRouterState } from '@tanstack/react-router';
import { toSafeInternalPath } from '../../lib/safe-internal-path';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The route switches to the back-button layout when its URL carries `?back=<path>`. */
    acceptsBackAddress?: boolean;
  }
}

/** The safe `?back=` path when the current page opted in to the back-button layout. */
export function useBackAddress(): string | undefined {
  return useRouterState({
    select: (state) => {
      const page = state.matches.at(-1);
      if (!page?.staticData.acceptsBackAddress) return undefined;
      return toSafeInternalPath((page.search as { back?: unknown }).back);
    },
  });
}
