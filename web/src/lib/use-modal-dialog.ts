import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true (the browser then traps
 * focus and closes it on Esc) and closed otherwise. Returns the ref to put on the dialog.
 */
export function useModalDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
