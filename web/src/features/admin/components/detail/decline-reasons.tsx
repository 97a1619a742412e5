import Form from 'antd/es/form';
import Input from 'antd/es/input';

/** The patient's reason's length, as the server checks it. */
const PATIENT_REASON = { min: 10, max: 1000 };

/**
 * A decline's two reasons, kept apart: the patient reads the first in their account and in the
 * decline email, so it is written for them; the internal note stays with staff in the clinical record.
 */
export function DeclineReasons() {
  return (
    <>
      <Form.Item
        name="patient_reason"
        label="Reason for the patient"
        extra="Shown to the patient in their account (the decline email sends them there, without it). Plain words: why this treatment is not right for them and what they could do instead."
        rules={[
          { required: true, whitespace: true, message: 'Write the reason for the patient.' },
          { min: PATIENT_REASON.min, message: `Write at least ${PATIENT_REASON.min} characters.` },
        ]}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={PATIENT_REASON.max} placeholder="e.g. Your answers suggest your skin needs a GP to look at it first, so we cannot prescribe this online." />
      </Form.Item>
      <Form.Item
        name="reason"
        label="Internal note (staff only)"
        extra="Kept in the clinical record; never shown in the patient's account or emailed."
        rules={[{ required: true, whitespace: true, message: 'Give the reason for declining.' }]}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 8 }} maxLength={2000} placeholder="e.g. Not suitable: needs a GP review first." />
      </Form.Item>
    </>
  );
}
