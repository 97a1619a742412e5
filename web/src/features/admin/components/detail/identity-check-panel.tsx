import Alert from 'antd/es/alert';
import Tag from 'antd/es/tag';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../../lib/api/api-error';
import { formatDateTime } from '../../../../lib/format/format-date-time';
import { IDENTITY_STATUS_TEXT, usePatientIdentityCheck } from '../../api/get-patient-identity-check';
import { Panel } from './panel';
import styles from './identity-check-panel.module.css';

/** Who decided the check: a provider, staff by hand (IDENTITY_VERIFICATION=manual), or the local test rules. */
const VERIFIER_NAMES = { onfido: 'Onfido', manual: 'Checked by hand', local: 'Local verifier (test rules)' } as const;

/**
 * The patient's identity check beside their review (docs/patient-safety.md): the result and the
 * photos it was decided on. Each photo shown is a staff read of health-grade data, recorded on the
 * audit trail by the server.
 */
export function IdentityCheckPanel({ userId }: { userId: number }) {
  const check = usePatientIdentityCheck(userId);
  return (
    <Panel title="Identity check">
      {check.isError && <Alert type="error" showIcon title={describeError(check.error)} />}
      {check.data && (
        <div className={styles.body}>
          <p className={styles.status}>
            <Tag color={IDENTITY_STATUS_TEXT[check.data.status].colour}>{IDENTITY_STATUS_TEXT[check.data.status].label}</Tag>
            {VERIFIER_NAMES[check.data.provider]}
            {check.data.decided_at && <span className={styles.muted}> · decided {formatDateTime(check.data.decided_at)}</span>}
          </p>
          <dl className={styles.facts}>
            {check.data.provider_result && (
              <>
                <dt>Provider result</dt>
                <dd>
                  {check.data.provider_result}
                  {check.data.document_sub_result && ` (document: ${check.data.document_sub_result})`}
                </dd>
              </>
            )}
            {check.data.document_name && (
              <>
                <dt>Name on the document</dt>
                <dd>{check.data.document_name}</dd>
              </>
            )}
            {check.data.review_note && (
              <>
                <dt>Staff note</dt>
                <dd>{check.data.review_note}</dd>
              </>
            )}
          </dl>
          {check.data.evidence.length > 0 && (
            <div className={styles.photos}>
              {check.data.evidence.map((photo) => (
                <figure key={photo.id} className={styles.photo}>
                  <img src={photo.url} alt={photo.kind === 'document' ? 'Identity document' : 'Selfie'} loading="lazy" />
                  <figcaption>{photo.kind === 'document' ? 'Identity document' : 'Selfie'}</figcaption>
                </figure>
              ))}
            </div>
          )}
          {check.data.evidence_deleted && <p className={styles.muted}>The photos were deleted under the retention rule; the result stays.</p>}
          {check.data.status === 'consider' && <Link to="/v2/admin/identity-checks">Decide it in Identity checks</Link>}
        </div>
      )}
    </Panel>
  );
}
