import { useEffect } from 'react';

/**
 * Scrolls the element with this id into view whenever the id changes: for
 * #fragments that point into content which arrives after the page renders.
 */
export function useScrollIntoView(id: string | undefined): void {
  useEffect(() => {
    if (id) document.getElementById(id)?.scrollIntoView();
  }, [id]);
}
