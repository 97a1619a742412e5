import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { BeforeAfterSlider } from '../../../../components/before-after/before-after-slider';
import { describeError } from '../../../../lib/api/api-error';
import { useChangeItem } from '../../api/change-item';
import { useDecideCheckIn } from '../../api/decide-check-in';
import { useCheckIns, type CheckIn } from '../../api/get-check-ins';
import { usePrescriberProfile } from '../../api/get-prescriber-profile';
import type { SubscriptionDetail } from '../../api/get-subscription-detail';
import { ItemDialog } from './item-dialog';
import { Panel } from './panel';
import styles from './check-in-panel.module.css';
import { formatDate } from '../../../../lib/format/format-date';

const STATUS: Record<CheckIn['status'], { label: string; color: string }> = {
  open: { label: 'Waiting for the patient', color: 'gold' },
  answered: { label: 'Answered: to review', color: 'blue' },
  continued: { label: 'Continued', color: 'green' },
  adjusted: { label: 'Formula adjusted', color: 'purple' },
  paused: { label: 'Paused', color: 'red' },
};

const addDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The prescriber's check-in review (issue 19): the answers, the baseline photo beside the latest
 * with the before/after slider, and the three decisions. Adjusting the formula is the change of
 * medicine path: the chosen item becomes a proposed change, which the prescriber then approves
 * with their signature in 'Proposed change' (a new prescription); that closes the check-in.
 */
export function CheckInPanel({ subscription }: { subscription: SubscriptionDetail['subscription'] }) {
  const checkIns = useCheckIns(subscription.id);
  const latest = checkIns.data?.check_ins[0];
  if (checkIns.isError) return <Panel title="Check-in">{<Alert type="error" showIcon title={describeError(checkIns.error)} />}</Panel>;
  if (!latest) return null;
  return <CheckInReview subscription={subscription} checkIn={latest} baseline={checkIns.data?.baseline_photo_url ?? null} />;
}

function CheckInReview({ subscription, checkIn, baseline }: { subscription: SubscriptionDetail['subscription']; checkIn: CheckIn; baseline: string | null }) {
  const { message } = App.useApp();
  const prescriber = usePrescriberProfile();
  const decide = useDecideCheckIn();
  const change = useChangeItem();
  const [dialog, setDialog] = useState<'adjust' | 'pause'>();
  const [pauseMessage, setPauseMessage] = useState('');
  const [resumeOn, setResumeOn] = useState(addDays(30));
  const mayDecide = Boolean(prescriber.data?.profile) && (checkIn.status === 'open' || checkIn.status === 'answered');
  const latestPhoto = checkIn.photos.at(-1);
  const nextItem = subscription.items.find((item) => item.status === 'upcoming') ?? subscription.items.at(-1);
  const status = STATUS[checkIn.status];

  const close = () => (setDialog(undefined), decide.reset(), change.reset());
  const done = (text: string) => ({ onSuccess: () => (close(), void message.success(text)) });

  return (
    <Panel title="Check-in" actions={<Tag color={status.color}>{status.label}</Tag>}>
      <div className={styles.body}>
        <p className={styles.muted}>
          Before supply {checkIn.supply_number} of the prescription · asked {formatDate(checkIn.opened_on)}
          {checkIn.answered_at ? ` · answered ${formatDate(checkIn.answered_at)}` : ` · the renewal waits until ${formatDate(checkIn.wait_until)}`}
        </p>
        {checkIn.team_asked_on && checkIn.status === 'open' && (
          <Alert type="warning" showIcon title={`No answer by ${formatDate(checkIn.wait_until)}: the supply went ahead on ${formatDate(checkIn.team_asked_on)}. Please contact the patient.`} />
        )}
        {checkIn.needs_prescriber && checkIn.status === 'answered' && (
          <Alert type="error" showIcon title="Answers need a prescriber: the next supply is held until you continue, adjust or pause." />
        )}
        {(baseline || latestPhoto) && (
          <div className={styles.compare}>
            {baseline && latestPhoto ? (
              <BeforeAfterSlider before={{ src: baseline, alt: 'Baseline photo, from the consultation' }} after={{ src: latestPhoto.url, alt: 'Latest photo, from the check-in' }} label="Compare the baseline photo with the latest" width={400} height={500} />
            ) : null}
            <div className={styles.figures}>
              {baseline && (
                <figure className={styles.figure}>
                  <img src={baseline} alt="Baseline photo" loading="lazy" />
                  <figcaption>Baseline (consultation)</figcaption>
                </figure>
              )}
              {latestPhoto && (
                <figure className={styles.figure}>
                  <img src={latestPhoto.url} alt="Latest photo" loading="lazy" />
                  <figcaption>Latest (check-in)</figcaption>
                </figure>
              )}
            </div>
          </div>
        )}
        {checkIn.answers.length > 0 ? (
          <dl className={styles.answers}>
            {checkIn.answers.map((row) => {
              const flagged = checkIn.questions.find((question) => question.name === row.name)?.needsPrescriber?.includes(row.value);
              return [
                <dt key={`${row.name}-q`}>{row.question}</dt>,
                <dd key={`${row.name}-a`} className={flagged ? styles.flag : undefined}>
                  {row.answer}
                </dd>,
              ];
            })}
          </dl>
        ) : (
          <p className={styles.muted}>The patient has not answered yet.</p>
        )}
        {checkIn.decision_note && <p className={styles.muted}>Decision: {checkIn.decision_note}</p>}
        {(checkIn.status === 'open' || checkIn.status === 'answered') && (
          <div className={styles.actions}>
            <Button type="primary" disabled={!mayDecide} loading={decide.isPending && !dialog} onClick={() => decide.mutate({ id: checkIn.id, decision: 'continue' }, done('The treatment continues: the next supply goes ahead at the next run.'))}>
              Continue
            </Button>
            <Button disabled={!mayDecide || !nextItem} onClick={() => setDialog('adjust')}>
              Adjust formula
            </Button>
            <Button danger disabled={!mayDecide} onClick={() => setDialog('pause')}>
              Pause with a message
            </Button>
          </div>
        )}
        {prescriber.data && !prescriber.data.profile && <p className={styles.muted}>Only a prescriber can decide on a check-in. Your account has no prescriber profile.</p>}
        {decide.isError && !dialog && <Alert type="error" showIcon title={describeError(decide.error)} />}
      </div>
      {dialog === 'adjust' && nextItem && (
        <ItemDialog
          mode="change"
          busy={change.isPending}
          error={change.error}
          onSubmit={(catalogueItemId) => change.mutate({ id: nextItem.id, item_id: catalogueItemId }, done("Proposed: approve it with your signature under 'Proposed change' to write the new prescription."))}
          onClose={close}
        />
      )}
      {dialog === 'pause' && (
        <Modal
          open
          title="Pause the treatment"
          okText="Pause and send"
          okButtonProps={{ danger: true, loading: decide.isPending }}
          onOk={() => decide.mutate({ id: checkIn.id, decision: 'pause', message: pauseMessage, resume_on: resumeOn }, done('Paused; the patient has your message in their chat.'))}
          onCancel={close}
        >
          <label className={styles.field}>
            <span>Message to the patient (sent in their chat)</span>
            <Input.TextArea rows={4} value={pauseMessage} onChange={(event) => setPauseMessage(event.target.value)} maxLength={2000} />
          </label>
          <label className={styles.field}>
            <span>Resume on</span>
            <Input type="date" value={resumeOn} onChange={(event) => setResumeOn(event.target.value)} />
          </label>
          {decide.isError && <Alert type="error" showIcon title={describeError(decide.error)} />}
        </Modal>
      )}
    </Panel>
  );
}
