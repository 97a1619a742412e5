import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../../lib/api/api-error';
import { updateNote } from '../../api/update-note';
import { Panel, panelStyles } from './panel';

/** Spec §9: the note saves a second after typing stops. */
const AUTOSAVE_DELAY_MS = 1000;
type SaveState = 'saved' | 'waiting' | 'saving' | 'failed';

/**
 * The staff's private note on the customer (spec §5/§8): autosaved; a failed request
 * shows 'Error #1', an answer without success 'Error #2', both 'There was an issue updating the note.'
 */
export function AdminNote({ userId, savedNote }: { userId: number; savedNote: string }) {
  const [note, setNote] = useState(savedNote);
  const [state, setState] = useState<SaveState>('saved');
  const [errorTitle, setErrorTitle] = useState<string>();
  // When the server refused the note, its reason (under the spec's words).
  const [reason, setReason] = useState<string>();
  const lastSaved = useRef(savedNote);

  useEffect(() => {
    if (note === lastSaved.current) return undefined;
    setState('waiting');
    const timer = setTimeout(() => {
      setState('saving');
      updateNote({ user: userId, note }).then(
        (answer) => {
          if (answer.success) {
            lastSaved.current = note;
            setState('saved');
          } else {
            setState('failed');
            setReason(undefined);
            setErrorTitle('Error #2');
          }
        },
        // The request itself failed (refused, or no answer): the original's 'Error #1'.
        (error: unknown) => {
          setState('failed');
          setErrorTitle('Error #1');
          setReason(error instanceof ApiError ? error.message : undefined);
        },
      );
    }, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [note, userId]);

  const status = { saved: 'Saved', waiting: 'Unsaved changes', saving: 'Saving...', failed: 'Not saved' }[state];
  return (
    <Panel title="Admin note" actions={<span className={panelStyles.muted} role="status">{status}</span>}>
      <Input.TextArea aria-label="Admin note" autoSize={{ minRows: 4, maxRows: 14 }} maxLength={10000} value={note} onChange={(event) => setNote(event.target.value)} placeholder="Only staff see this note." />
      <Modal title={errorTitle} open={Boolean(errorTitle)} width={400} onOk={() => setErrorTitle(undefined)} onCancel={() => setErrorTitle(undefined)} cancelButtonProps={{ style: { display: 'none' } }}>
        There was an issue updating the note.
        {reason && <p className={panelStyles.muted}>{reason}</p>}
      </Modal>
    </Panel>
  );
}
