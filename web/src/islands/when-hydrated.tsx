import { useEffect } from 'react';

/** Calls `then` once, after its root's first commit: the island has taken over its HTML. */
export function WhenHydrated({ then }: { then: () => void }): null {
  useEffect(() => {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }, [then]);
  return null;
}
