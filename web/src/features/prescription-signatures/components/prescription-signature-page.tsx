import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Tag from 'antd/es/tag';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { describeError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { usePrescriptionSignature, type PrescriptionSignature } from '../api/get-prescription-signature';
import { SIGNATURE_VERDICT } from '../lib/signature-verdict';
import styles from './prescription-signature-page.module.css';

const route = getRouteApi('/v2/admin/prescription-signatures');

function Verdict({ check }: { check: PrescriptionSignature }) {
  const verdict = SIGNATURE_VERDICT[check.status];
  return (
    <Card className={styles.verdict} title={check.script_ref} extra={<Tag color={verdict.color}>{verdict.tag}</Tag>}>
      <p className={styles.meaning}>{verdict.meaning}</p>
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label="Prescriber">{check.prescriber_name}</Descriptions.Item>
        <Descriptions.Item label="Date prescribed">{formatDate(check.prescribed_on)}</Descriptions.Item>
        <Descriptions.Item label="Medicine">{check.medicine_name}</Descriptions.Item>
        <Descriptions.Item label="Key fingerprint">
          <span className={styles.fingerprint}>{check.fingerprint ?? 'N/A'}</span>
        </Descriptions.Item>
        <Descriptions.Item label="Signed">{check.signed_at ? formatDateTime(check.signed_at) : 'N/A'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}

/** Staff check a prescription's electronic signature (HMR 2012 reg 219): the answer is worked out afresh from the stored record. */
export function PrescriptionSignaturePage() {
  const { ref } = route.useSearch();
  const navigate = useNavigate();
  const [typed, setTyped] = useState(ref ?? '');
  const [submitted, setSubmitted] = useState(false);
  const check = usePrescriptionSignature(ref);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const wanted = typed.trim().toUpperCase();
    // The same number again is checked again: the record may have changed since.
    if (wanted === ref) void check.refetch();
    else void navigate({ to: '/v2/admin/prescription-signatures', search: { ref: wanted || undefined } });
  };

  return (
    <AdminPage title="Prescription signatures" intro="Check that a prescription is exactly what its prescriber signed. The number is on the prescription and in the POM register (Script Ref Episode).">
      <form className={styles.form} onSubmit={submit} role="search">
        <Input aria-label="Prescription number" placeholder="PRX12" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={12} />
        <Button type="primary" htmlType="submit">
          Check signature
        </Button>
      </form>
      {submitted && !ref && <Alert type="info" showIcon message="Enter a prescription number like PRX12." />}
      {check.isError && <Alert type="error" showIcon message={describeError(check.error)} />}
      {check.data && <Verdict check={check.data} />}
    </AdminPage>
  );
}
