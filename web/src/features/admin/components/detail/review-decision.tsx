import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import { useState } from 'react';
import { ApiError, describeError } from '../../../../lib/api/api-error';
import { serverErrors as serverMessages } from '../../../../lib/forms/server-field-errors';
import { useAntdServerErrors } from '../../../../lib/forms/use-antd-server-errors';
import { useReviewSubscription } from '../../api/review-subscription';
import { usePrescriberProfile } from '../../api/get-prescriber-profile';
import { IDENTITY_STATUS_TEXT, usePatientIdentityCheck } from '../../api/get-patient-identity-check';
import { useSubscriptionDetail } from '../../api/get-subscription-detail';
import { useSafeguards } from '../../api/get-safeguards';
import { FlagAcknowledgements, flagAcknowledgementsOf, type FlagNoteFields, useOpenRiskFlags } from './flag-acknowledgements';
import { gpLetterAvailability, useGpPanel } from '../../api/get-gp-panel';
import { approvalDeliveryText } from '../../lib/approval-delivery';
import type { PlanItem } from '../../lib/prescribed-supplies';
import { PrescriberSignature, useSignatureMethod, type SignatureFields } from './prescriber-signature';
import { PRESCRIPTION_TERMS_DEFAULTS, PrescriptionTerms, prescriptionTermsOf, type PrescriptionTermsFields } from './prescription-terms';
import styles from './review-decision.module.css';
import safeguardStyles from './safeguards.module.css';
import { SafeguardsSection } from './safeguards-section';
import { DeclineReasons } from './decline-reasons';
import { ukToday } from '../../../../lib/format/uk-today';


type Decision = 'approve' | 'decline';

interface ReviewProps {
  subscriptionId: number;
  /** The next delivery date set during the review, if any. */
  dueAt: string | null;
  /** The subscription's supplies: what approving prescribes. */
  plan: readonly PlanItem[];
  /** Waiting for a re-consultation: approving writes a new prescription, and there is nothing to decline. */
  represcribing?: boolean;
}

/**
 * Approve and Decline for a subscription in review (spec §4, §7 form/review). Only staff with a
 * prescriber profile may decide (the server refuses the others), so theirs are disabled with the reason.
 */
export function ReviewDecision({ subscriptionId, dueAt, plan, represcribing = false }: ReviewProps) {
  const prescriber = usePrescriberProfile();
  const [open, setOpen] = useState<Decision | null>(null);
  const mayDecide = Boolean(prescriber.data?.profile);

  return (
    <div className={styles.decision}>
      <div className={styles.buttons}>
        <Button type="primary" disabled={!mayDecide} loading={prescriber.isPending} onClick={() => setOpen('approve')}>
          {represcribing ? 'Prescribe again' : 'Approve'}
        </Button>
        {!represcribing && (
          <Button danger disabled={!mayDecide} onClick={() => setOpen('decline')}>
            Decline
          </Button>
        )}
      </div>
      {prescriber.data && !mayDecide && <p className={styles.note}>Only a prescriber can approve or decline. Your account has no prescriber profile.</p>}
      {prescriber.isError && <p className={styles.note}>{describeError(prescriber.error)}</p>}
      {open && <ReviewDialog subscriptionId={subscriptionId} dueAt={dueAt} plan={plan} represcribing={represcribing} decision={open} onClose={() => setOpen(null)} />}
    </div>
  );
}

const TEXTS: Record<Decision | 'represcribe', { title: string; content: string; ok: string; done: string }> = {
  approve: {
    title: 'Approve subscription',
    content: 'A prescription is issued in your name and signed with your key, the treatment becomes active and the first supply can be sent.',
    ok: 'Approve and sign',
    done: 'Approved and signed.',
  },
  represcribe: {
    title: 'Prescribe again',
    content: 'A new prescription is issued in your name and signed with your key for the supplies still to come. The supply that was held is charged and sent with the next day’s renewals.',
    ok: 'Prescribe and sign',
    done: 'Prescribed and signed.',
  },
  decline: {
    title: 'Decline subscription',
    content: 'The first payment is refunded in full, the subscription is cancelled and the customer is told the decision by email and reads your reason for them in their account.',
    ok: 'Decline',
    done: 'Declined.',
  },
};

/** Named as the server names them, so each of its field messages shows under its field. */
interface DecisionFields extends PrescriptionTermsFields, SignatureFields, FlagNoteFields {
  /** What the patient reads; `reason` is the internal note, for staff only. */
  patient_reason?: string;
  reason?: string;
  identity_override_reason?: string;
  gp_justification?: string;
}

type Field = keyof DecisionFields & string;
/** The fields the dialog shows: a server message about any other goes in the one message, not under a hidden field. */
const fieldsShown = (decision: Decision, signatureField: Field): Field[] =>
  decision === 'decline' ? ['patient_reason', 'reason'] : ['supplies_authorised', 'min_interval_days', 'identity_override_reason', 'gp_justification', signatureField];

/**
 * The confirmation. Declining asks for two reasons: one for the patient, shown in their account
 * (never emailed), and an internal note kept in the record for staff; approving shows
 * what will be prescribed, with the supplies and interval the prescriber may change, and signs
 * the prescription, so it asks the prescriber to confirm it is them (their password, or a code
 * from their authenticator app). The server's refusal shows under its field, or in the dialog.
 */
function ReviewDialog({ subscriptionId, dueAt, plan, represcribing, decision, onClose }: ReviewProps & { decision: Decision; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<DecisionFields>();
  const signature = useSignatureMethod();
  const fields = fieldsShown(decision, signature.field);
  const fieldErrors = useAntdServerErrors(form, fields);
  const review = useReviewSubscription();
  const texts = TEXTS[represcribing && decision === 'approve' ? 'represcribe' : decision];
  // The patient's identity check (docs/patient-safety.md): approving an unverified patient needs a recorded reason.
  const patientId = useSubscriptionDetail(subscriptionId).data?.customer?.id;
  const identity = usePatientIdentityCheck(decision === 'approve' ? patientId : undefined).data;
  const askIdentityReason = decision === 'approve' && ((identity && identity.status !== 'clear') || (review.error instanceof ApiError && review.error.code === 'VERIFICATION.IDENTITY_NOT_VERIFIED'));

  // Each open order-risk flag needs the prescriber's note before approving (the server refuses otherwise).
  const openFlags = useOpenRiskFlags(subscriptionId, decision === 'approve');

  // Issue 19: without the patient's consent to tell their GP (or with no GP), the prescriber says why they go ahead.
  const gp = useGpPanel(subscriptionId);
  const gpLetter = gp.data ? gpLetterAvailability(gp.data) : undefined;
  // Issue 37: a safeguarded medicine without a GP to tell needs the prescriber's reason why it is still safe, prescribing again too.
  const safeguards = useSafeguards(subscriptionId, decision === 'approve');
  const safeWithoutGp = safeguards.data?.requirements.some((requirement) => requirement.rule === 'safe_without_gp') ?? false;
  const askGpJustification = decision === 'approve' && ((!represcribing && gpLetter !== undefined && !gpLetter.available) || safeWithoutGp);

  const submit = (fields: DecisionFields) =>
    review.mutate(
      { id: subscriptionId, ...(decision === 'decline' ? { approve: 0, patient_reason: fields.patient_reason!.trim(), reason: fields.reason!.trim() } : { approve: 1, ...signature.of(fields), ...prescriptionTermsOf(fields), ...(fields.identity_override_reason?.trim() ? { identity_override_reason: fields.identity_override_reason.trim() } : {}), ...flagAcknowledgementsOf(openFlags.flags, fields), ...(askGpJustification ? { gp_justification: fields.gp_justification?.trim() } : {}) }) },
      {
        onSuccess: () => {
          void message.success(texts.done);
          onClose();
        },
        onError: (error) => {
          fieldErrors.show(error, describeError(error));
          // A flag raised since the dialog opened is then shown with its note field; the safeguards as the server now sees them.
          if (decision === 'approve') {
            void openFlags.query.refetch();
            void safeguards.refetch();
          }
        },
      },
    );
  // What the server refused that has no field of its own here (a wrong password, a decided subscription).
  const refusal = serverMessages(review.error, fields, describeError(review.error)).message;

  return (
    <Modal
      title={`${texts.title} #${subscriptionId}?`}
      open
      width={decision === 'approve' ? 560 : 480}
      onCancel={onClose}
      okText={texts.ok}
      okButtonProps={{ danger: decision === 'decline' }}
      cancelText="Back"
      onOk={() => form.submit()}
      confirmLoading={review.isPending}
      destroyOnHidden
    >
      <p>{texts.content}</p>
      {decision === 'approve' && !represcribing && <p>{approvalDeliveryText(dueAt, ukToday())}</p>}
      {decision === 'approve' && (
        <section className={safeguardStyles.section} aria-label="Safeguards">
          <h3 className={safeguardStyles.title}>Safeguards</h3>
          <SafeguardsSection subscriptionId={subscriptionId} mayRecord />
        </section>
      )}
      <Form form={form} layout="vertical" requiredMark={false} onFinish={submit} onValuesChange={fieldErrors.clearOnChange} initialValues={decision === 'approve' ? PRESCRIPTION_TERMS_DEFAULTS : undefined}>
        {decision === 'approve' && <FlagAcknowledgements openFlags={openFlags} />}
        {decision === 'approve' && <PrescriptionTerms plan={plan} />}
        {decision === 'decline' && <DeclineReasons />}
        {askIdentityReason && (
          <Form.Item
            name="identity_override_reason"
            label="Reason for approving without a verified identity"
            extra={`Identity check: ${identity ? IDENTITY_STATUS_TEXT[identity.status].label : 'not verified'}. Your reason is kept on the audit trail.`}
            rules={[{ required: true, whitespace: true, message: 'Give the reason for approving without a verified identity.' }]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} placeholder="e.g. Known patient, identity confirmed by video call." />
          </Form.Item>
        )}
        {decision === 'approve' && !represcribing && gpLetter?.available && (
          <p>The patient consented: the GP letter is sent to {gp.data?.answer?.practice?.name} once you approve.</p>
        )}
        {askGpJustification && (
          <Form.Item
            name="gp_justification"
            label="Why prescribe without telling the GP?"
            extra={`${gpLetter?.reason ?? 'The GP will not be told.'} ${safeWithoutGp ? 'This medicine is safeguarded: say why prescribing is still safe and appropriate. ' : ''}Kept in the clinical record.`}
            rules={[
              { required: true, whitespace: true, message: 'Record why you are prescribing without telling the GP.' },
              { min: 10, message: 'Write at least 10 characters.' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} placeholder="e.g. Low-risk topical treatment; patient counselled and prefers not to involve their GP." />
          </Form.Item>
        )}
        {decision === 'approve' && <PrescriberSignature method={signature} />}
      </Form>
      {refusal && <Alert type="error" showIcon title={refusal} />}
    </Modal>
  );
}
