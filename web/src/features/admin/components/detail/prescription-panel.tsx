import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { Link } from '@tanstack/react-router';
import { describeError } from '../../../../lib/api/api-error';
import { formatDate } from '../../../../lib/format/format-date';
import { usePrescriptionInForce, type PrescriptionInForce } from '../../api/get-prescription-in-force';
import { prescriptionEndings, suppliesApart, suppliesUsed, suppliesUsedAndLeft } from '../../lib/prescription-in-force';
import { Panel, panelStyles } from './panel';
import styles from './prescription-panel.module.css';
import { ukToday } from '../../../../lib/format/uk-today';

const TITLE = 'Prescription';
/** antd's orange tag text (#d46b08 on its pale orange) falls short of WCAG AA contrast: the same orange, darker. */
const ENDING_TEXT = { color: '#873800' };
const NONE_YET = 'No prescription yet: a prescriber must approve before anything is charged or sent.';

/** The UK calendar date, as the server counts a prescription's expiry. */

/** A prescription's number, opening the screen that checks its signature. */
function ScriptRef({ value }: { value: string }) {
  return (
    <Link to="/v2/admin/prescription-signatures" search={{ ref: value }}>
      {value}
    </Link>
  );
}

function PrescriptionDetails({ prescription, ended }: { prescription: PrescriptionInForce; ended: boolean }) {
  return (
    <>
      {ended && (
        <p className={styles.endingNote}>Nothing more can be supplied against this prescription: a prescriber must prescribe again after a re-consultation.</p>
      )}
      <dl className={panelStyles.facts}>
        <dt>Script ref</dt>
        <dd>
          <ScriptRef value={prescription.script_ref} />
        </dd>
        <dt>Prescriber</dt>
        <dd>{prescription.prescriber_name}</dd>
        <dt>Prescribed on</dt>
        <dd>{formatDate(prescription.prescribed_on)}</dd>
        <dt>Valid until</dt>
        <dd>{formatDate(prescription.expires_on)}</dd>
        <dt>Supplies</dt>
        <dd>
          <strong>{suppliesUsedAndLeft(prescription)}</strong>
        </dd>
        {prescription.earlier.length > 0 && (
          <>
            <dt>Earlier</dt>
            <dd className={styles.earlier}>
              {prescription.earlier.map((ref) => (
                <ScriptRef key={ref} value={ref} />
              ))}
            </dd>
          </>
        )}
      </dl>
      <ul className={styles.lines} aria-label="Medicines prescribed">
        {prescription.lines.map((line) => (
          <li key={line.item_code} className={styles.line}>
            <strong>
              <span className={styles.code}>[{line.item_code}]</span> {line.medicine_name}
            </strong>
            <span>
              {line.strength} · {line.quantity} per supply
            </span>
            <span>{line.directions}</span>
            <span className={styles.lineCounts}>
              {suppliesUsed(line)} · {suppliesApart(line.min_interval_days)}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** The prescription in force (issue 18): what it authorises, how much of it is used, and whether it still allows a supply. */
export function PrescriptionPanel({ subscriptionId }: { subscriptionId: number }) {
  const query = usePrescriptionInForce(subscriptionId);
  const prescription = query.data?.prescription;
  const endings = prescription ? prescriptionEndings(prescription, ukToday()) : [];
  const tags =
    endings.length > 0 ? (
      <span className={styles.endings}>
        {endings.map((ending) => (
          <Tag key={ending} color="orange" style={ENDING_TEXT}>
            {ending}
          </Tag>
        ))}
      </span>
    ) : undefined;

  return (
    <Panel title={TITLE} actions={tags}>
      {query.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 3 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={describeError(query.error)} />
      ) : prescription ? (
        <PrescriptionDetails prescription={prescription} ended={endings.length > 0} />
      ) : (
        <p className={panelStyles.muted} style={{ margin: 0 }}>
          {NONE_YET}
        </p>
      )}
    </Panel>
  );
}
