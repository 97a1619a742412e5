import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

/** A step back inside the page (a wizard's previous step), which the layout's one Back button takes before leaving. */
export interface BackAction {
  run: () => void;
  /** Read by screen readers after 'Back', e.g. 'to the previous step'. */
  description: string;
}

// Two contexts, so a page that sets the action does not re-render when it changes.
const CurrentBackAction = createContext<BackAction | undefined>(undefined);
const SetBackAction = createContext<((action: BackAction | undefined) => void) | undefined>(undefined);

export function BackActionProvider({ children }: { children: ReactNode }) {
  const [action, setAction] = useState<BackAction>();
  return (
    <SetBackAction.Provider value={setAction}>
      <CurrentBackAction.Provider value={action}>{children}</CurrentBackAction.Provider>
    </SetBackAction.Provider>
  );
}

/** The in-page step back the layout's Back button should take now, if any. */
export function useCurrentBackAction(): BackAction | undefined {
  return useContext(CurrentBackAction);
}

/**
 * Lets a page claim the layout's Back button while `action` is set (keep `run` stable);
 * outside the back layout it does nothing.
 */
export function useBackAction(action: BackAction | undefined): void {
  const setAction = useContext(SetBackAction);
  const run = action?.run;
  const description = action?.description;
  useEffect(() => {
    if (!setAction || !run || !description) return;
    setAction({ run, description });
    return () => setAction(undefined);
  }, [setAction, run, description]);
}
