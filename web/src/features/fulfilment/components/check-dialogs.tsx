import type { CheckKind } from './check-cell';
import { AccuracyCheckDialog } from './accuracy-check-dialog';
import { ClinicalCheckDialog } from './clinical-check-dialog';

export interface OpenCheck {
  kind: CheckKind;
  itemId: number;
}

/** Whichever check dialog is open, if any. */
export function CheckDialogs({ open, onClose }: { open: OpenCheck | undefined; onClose: () => void }) {
  if (!open) return null;
  return open.kind === 'clinical' ? <ClinicalCheckDialog itemId={open.itemId} onClose={onClose} /> : <AccuracyCheckDialog itemId={open.itemId} onClose={onClose} />;
}
