import Alert from 'antd/es/alert';
import Skeleton from 'antd/es/skeleton';
import Tag from 'antd/es/tag';
import { describeError } from '../../../../lib/api/api-error';
import { Fragment } from 'react';
import { useGpPanel, type GpPanelData } from '../../api/get-gp-panel';
import { Panel, panelStyles } from './panel';

/** When, as staff read times: UK time, to the minute. */
const formatDateTime = (value: string) =>
  new Date(value).toLocaleString('en-GB', { timeZone: 'Europe/London', day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const STATUS: Record<string, { label: string; color: string } | undefined> & { unanswered: { label: string; color: string } } = {
  consented: { label: 'Consents to share', color: 'green' },
  no_consent: { label: 'No consent to share', color: 'orange' },
  no_gp: { label: 'No GP', color: 'orange' },
  unanswered: { label: 'Not answered', color: 'default' },
};
/** antd's orange and green tag texts fall short of WCAG AA contrast: the same hues, darker. */
const TAG_TEXT: Record<string, string> = { orange: '#873800', green: '#135200' };

function Letters({ letters }: { letters: GpPanelData['letters'] }) {
  if (letters.length === 0) return null;
  return (
    <>
      {letters.map((letter) => (
        <Fragment key={letter.prescription_id}>
          <dt>{letter.result === 'sent' ? 'GP letter sent' : 'GP letter not sent'}</dt>
          <dd>
            {formatDateTime(letter.sent_at)} to {letter.practice_name} ({letter.sent_to})
            {letter.error && <div className={panelStyles.muted}>{letter.error}</div>}
          </dd>
        </Fragment>
      ))}
    </>
  );
}

/** The patient's GP (issue 19): their practice and consent, why a prescriber went ahead without telling the GP, and each letter sent. */
export function GpPanel({ subscriptionId }: { subscriptionId: number }) {
  const query = useGpPanel(subscriptionId);
  const status = query.data?.answer?.status ?? 'unanswered';
  const look = STATUS[status] ?? STATUS.unanswered;
  const darker = TAG_TEXT[look.color];
  const tag = query.data ? (
    <Tag color={look.color} style={darker ? { color: darker } : undefined}>
      {look.label}
    </Tag>
  ) : undefined;

  return (
    <Panel title="GP" actions={tag}>
      {query.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 2 }} />
      ) : query.isError ? (
        <Alert type="error" showIcon title={describeError(query.error)} />
      ) : (
        <dl className={panelStyles.facts}>
          <dt>Practice</dt>
          <dd>
            {query.data.answer?.practice ? (
              <>
                {query.data.answer.practice.name} <span className={panelStyles.muted}>({query.data.answer.practice.ods_code})</span>
                <div className={panelStyles.muted}>{[...query.data.answer.practice.address_lines, query.data.answer.practice.postcode].join(', ')}</div>
              </>
            ) : query.data.answer?.no_gp ? (
              'The patient has no GP'
            ) : (
              <span className={panelStyles.muted}>Not answered yet: approving needs a justification</span>
            )}
          </dd>
          {query.data.answer && (
            <>
              <dt>Answered</dt>
              <dd>{formatDateTime(query.data.answer.answered_at)}</dd>
            </>
          )}
          {query.data.justifications.map((entry) => (
            <Fragment key={entry.recorded_at}>
              <dt>Justification</dt>
              <dd>
                {entry.justification} <span className={panelStyles.muted}>({formatDateTime(entry.recorded_at)})</span>
              </dd>
            </Fragment>
          ))}
          <Letters letters={query.data.letters} />
        </dl>
      )}
    </Panel>
  );
}
