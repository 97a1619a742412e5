import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Radio from 'antd/es/radio';
import { useEffect, useState } from 'react';
import { serverErrors } from '../../../lib/forms/server-field-errors';
import { useSaveGpDetails } from '../api/get-gp-answers';
import { MIN_PRACTICE_SEARCH, useGpPracticeSearch, type GpPractice } from '../api/search-gp-practices';
import { DialogAlert } from './dialog-alert';
import styles from './dialogs.module.css';
import gpStyles from './gp-step.module.css';

const FAILED = 'Something went wrong while saving your GP details. Please try again.';
const FIELDS = ['ods_code'];
const SEARCH_DELAY_MS = 250;

interface GpStepDialogProps {
  subscriptionId: number;
  onClose: () => void;
  onSaved: (message: string) => void;
}

const addressOf = (practice: GpPractice) => [...practice.address_lines, practice.postcode].join(', ');

/** Find the practice by name or postcode (or say there is none) and choose whether we may tell it. */
export function GpStepDialog({ subscriptionId, onClose, onSaved }: GpStepDialogProps) {
  const [typed, setTyped] = useState('');
  const [searched, setSearched] = useState('');
  const [practice, setPractice] = useState<GpPractice>();
  const [noGp, setNoGp] = useState(false);
  const [consent, setConsent] = useState<boolean>();
  const save = useSaveGpDetails();
  const search = useGpPracticeSearch(searched);

  // Searched once typing pauses, not on every letter.
  useEffect(() => {
    const timer = setTimeout(() => setSearched(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const ready = noGp || (!!practice && consent !== undefined);
  const tooShort = typed.trim().length > 0 && typed.replace(/[^a-z0-9]/gi, '').length < MIN_PRACTICE_SEARCH;
  const practiceError = serverErrors(save.error, FIELDS, FAILED).byField.ods_code;

  async function submit() {
    try {
      await save.mutateAsync({ subscription_id: subscriptionId, ods_code: noGp ? null : practice!.ods_code, no_gp: noGp, consent_to_share: !noGp && consent === true });
      onSaved(
        noGp
          ? 'Thanks. We’ve noted that you don’t have a GP.'
          : consent
            ? `Thanks. We’ll write to ${practice!.name} if our prescriber approves your treatment.`
            : `Thanks. We’ve noted ${practice!.name} and won’t contact them.`,
      );
      onClose();
    } catch {
      // Shown in the dialog.
    }
  }

  return (
    <Modal
      open
      width={540}
      title="Your GP"
      onCancel={onClose}
      onOk={() => void submit()}
      okText={save.isPending ? 'Saving...' : 'Save GP details'}
      okButtonProps={{ disabled: !ready || save.isPending }}
      cancelButtonProps={{ disabled: save.isPending }}
      destroyOnHidden
    >
      <div className={styles.stack}>
        <p className={styles.lead}>
          Your GP keeps your full medical record. With your consent, we write to them about the treatment our prescriber approves, so they know what you are using.
        </p>
        {!noGp && (
          <div className={styles.field}>
            <label className={styles.label} htmlFor="gp-search">
              Find your GP practice
            </label>
            <Input
              id="gp-search"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              placeholder="Practice name or postcode, e.g. LS1 or Riverside"
              allowClear
              autoComplete="off"
              status={practiceError ? 'error' : undefined}
              aria-describedby="gp-search-hint"
            />
            <p id="gp-search-hint" className={styles.hint} role="status">
              {tooShort
                ? `Type at least ${MIN_PRACTICE_SEARCH} letters or numbers.`
                : practiceError
                  ? practiceError
                  : search.isError
                    ? 'We couldn’t search just now. Please try again.'
                    : search.data && search.data.practices.length === 0
                      ? 'No practice matches. Try its postcode, or fewer words.'
                      : 'We search English GP practices by name or postcode.'}
            </p>
            {search.data && search.data.practices.length > 0 && searched.length > 0 && (
              <ul className={gpStyles.results} aria-label="Matching GP practices">
                {search.data.practices.map((result) => (
                  <li key={result.ods_code}>
                    <label className={gpStyles.practice} data-chosen={practice?.ods_code === result.ods_code}>
                      <input type="radio" name="gp-practice" checked={practice?.ods_code === result.ods_code} onChange={() => setPractice(result)} />
                      <span>
                        <span className={gpStyles.practiceName}>{result.name}</span>
                        <span className={gpStyles.practiceAddress}>{addressOf(result)}</span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {practice && !noGp && (
          <p className={gpStyles.chosen}>
            Your practice: <strong>{practice.name}</strong>, {addressOf(practice)}
          </p>
        )}
        <Checkbox
          checked={noGp}
          onChange={(event) => {
            setNoGp(event.target.checked);
            save.reset();
          }}
        >
          I don’t have a GP
        </Checkbox>
        {!noGp && practice && (
          <fieldset className={styles.choice}>
            <legend className={styles.choiceTitle}>May we tell your GP about this treatment?</legend>
            <Radio.Group value={consent} onChange={(event) => setConsent(event.target.value as boolean)} className={styles.stack}>
              <Radio value={true}>Yes, send my GP a letter about the treatment if it is approved</Radio>
              <Radio value={false}>No, don’t contact my GP</Radio>
            </Radio.Group>
          </fieldset>
        )}
        {noGp && <p className={styles.hint}>We recommend registering with a GP. Our prescriber takes this into account when reviewing your consultation.</p>}
        <DialogAlert error={save.error} fallback={FAILED} fields={FIELDS} />
      </div>
    </Modal>
  );
}
