import type { ReactNode } from 'react';
import { useModalDialog } from '../../lib/use-modal-dialog';
import styles from './modal-dialog.module.css';

interface ModalDialogProps {
  /** Shown while true. */
  open: boolean;
  /** Names the title's and text's ids, which the dialog is labelled and described by. */
  id: string;
  title: ReactNode;
  text: ReactNode;
  /** The buttons, stacked full width. */
  actions: ReactNode;
  /** Above the title. */
  header?: ReactNode;
  size?: 'default' | 'wide';
  /** Esc, or a click beside the dialog when `dismissOnBackdrop`: the parent decides what that means and closes it. */
  onDismiss: () => void;
  dismissOnBackdrop?: boolean;
}

/**
 * The shop's modal: a native <dialog>, so the browser traps focus and Esc reaches `onDismiss`.
 * It stays open until the parent sets `open` to false.
 */
export function ModalDialog({ open, id, title, text, actions, header, size = 'default', onDismiss, dismissOnBackdrop = false }: ModalDialogProps) {
  const dialogRef = useModalDialog(open);
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className={size === 'wide' ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      onCancel={(event) => {
        event.preventDefault();
        onDismiss();
      }}
      // The browser may still close it on a repeated Esc: the parent must hear of that too.
      onClose={() => open && onDismiss()}
      onClick={(event) => dismissOnBackdrop && event.target === event.currentTarget && onDismiss()}
    >
      <div className={styles.panel}>
        {header}
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div id={textId} className={styles.text}>
          {text}
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </dialog>
  );
}
