import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import { useState } from 'react';
import { SafeguardTags } from '../../../../components/admin/safeguard-tags';
import { describeError } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { type Safeguards, useSafeguards } from '../../api/get-safeguards';
import { kindLabel, methodLabel } from '../../lib/verification-options';
import styles from './safeguards.module.css';
import { VerificationForm } from './verification-form';

/** The medicines the prescription would be written for, each with its categories. */
function Medicines({ medicines }: { medicines: Safeguards['medicines'] }) {
  return (
    <ul className={styles.medicines} aria-label="Medicines and their safeguards">
      {medicines.map((medicine) => (
        <li key={medicine.code}>
          <span className={styles.code}>
            [{medicine.code}] {medicine.name}
          </span>
          <SafeguardTags safeguards={medicine.safeguards} />
        </li>
      ))}
    </ul>
  );
}

/** Each thing the guidance asks before approving, met (✓) or not (✗), in the server's words. */
function Checklist({ requirements }: { requirements: Safeguards['requirements'] }) {
  return (
    <ul className={styles.checklist} aria-label="Safeguards before approving">
      {requirements.map((requirement) => (
        <li key={requirement.rule}>
          <span className={requirement.met ? styles.met : styles.unmet} aria-label={requirement.met ? 'Met' : 'Not met'}>
            {requirement.met ? '✓' : '✗'}
          </span>
          <span>{requirement.text}</span>
        </li>
      ))}
    </ul>
  );
}

function Verifications({ verifications }: { verifications: Safeguards['verifications'] }) {
  if (verifications.length === 0) return <p className={styles.muted}>No verification recorded yet.</p>;
  return (
    <ol className={styles.verifications} aria-label="Verifications recorded">
      {verifications.map((verification) => (
        <li key={verification.id}>
          <strong>{kindLabel(verification.kind)}</strong> ({methodLabel(verification.kind, verification.method)}{verification.gpResponder ? `, ${verification.gpResponder}` : ''}), {formatDateTime(verification.tookPlaceAt)}
          {verification.reliedOnAt ? ' · relied on by an earlier decision' : ''}: {verification.summary}
        </li>
      ))}
    </ol>
  );
}

/**
 * What a review's medicines ask beyond the questionnaire (docs/patient-safety.md, 'Safeguarded
 * medicines'): their categories, what the guidance asks before approving and whether each is met,
 * the verifications recorded, and the form to record one. On the subscription page and in the
 * approve dialog, before the prescriber signs.
 */
export function SafeguardsSection({ subscriptionId, mayRecord }: { subscriptionId: number; mayRecord: boolean }) {
  const safeguards = useSafeguards(subscriptionId);
  const [recording, setRecording] = useState(false);
  if (safeguards.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (safeguards.isError) return <Alert type="error" showIcon title={`The safeguards could not be loaded: ${describeError(safeguards.error)}`} />;
  const { medicines, requirements, verifications, patientId } = safeguards.data;
  const needsVerification = requirements.some((requirement) => requirement.rule === 'independent_verification');
  return (
    <div>
      <Medicines medicines={medicines} />
      {requirements.length === 0 ? (
        <p className={styles.muted}>None of these medicines needs more than the questionnaire.</p>
      ) : (
        <>
          <Checklist requirements={requirements} />
          {needsVerification && <Verifications verifications={verifications} />}
        </>
      )}
      {needsVerification && mayRecord && !recording && (
        <Button size="small" onClick={() => setRecording(true)}>
          Record a verification
        </Button>
      )}
      {needsVerification && mayRecord && recording && <VerificationForm subscriptionId={subscriptionId} patientId={patientId} onRecorded={() => setRecording(false)} />}
    </div>
  );
}
