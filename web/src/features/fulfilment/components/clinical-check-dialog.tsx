import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Descriptions from 'antd/es/descriptions';
import Modal from 'antd/es/modal';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import { useState } from 'react';
import { ConsultationSubmissions } from '../../../components/admin/consultation-submissions';
import { usePharmacyStatus } from '../../../components/admin/pharmacy-status';
import { SafeguardTags } from '../../../components/admin/safeguard-tags';
import { describeError } from '../../../lib/api/api-error';
import type { components } from '../../../lib/api/schema';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDispatchOrder } from '../api/get-dispatch-order';
import { useClinicalCheck } from '../api/record-check';
import styles from './check-dialog.module.css';

type EarlierSupply = components['schemas']['DispatchOrderDetailResponse']['earlier_supplies'][number];

/**
 * The clinical check: the pharmacist reads the prescription (with the medicine's safeguards: an
 * antibiotic, one that needs monitoring, not for pregnancy), the patient's earlier supplies and
 * their consultation answers and flags, then confirms the prescription is right for them.
 */
export function ClinicalCheckDialog({ itemId, onClose }: { itemId: number; onClose: () => void }) {
  const { message } = App.useApp();
  const detail = useDispatchOrder(itemId);
  const status = usePharmacyStatus();
  const record = useClinicalCheck();
  const [confirmed, setConfirmed] = useState(false);
  const order = detail.data?.order;
  const done = order?.clinical_check;
  const canRecord = !done && order?.status === 'waiting' && !!status.data?.pharmacist;

  const submit = () =>
    record.mutate(
      { id: itemId },
      {
        onSuccess: () => {
          void message.success(`Clinical check of ${order?.order_id} recorded.`);
          onClose();
        },
      },
    );

  const footer = (
    <div className={styles.footer}>
      {canRecord && (
        <Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)}>
          I have checked that this prescription is appropriate for this patient.
        </Checkbox>
      )}
      <div className={styles.buttons}>
        <Button onClick={onClose}>Close</Button>
        {canRecord && (
          <Button type="primary" disabled={!confirmed} loading={record.isPending} onClick={submit}>
            Record clinical check
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal open title={order ? `Clinical check · ${order.order_id} ${order.customer_name}` : 'Clinical check'} width={880} onCancel={onClose} footer={footer} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : detail.isError || !detail.data ? (
        <Alert type="error" showIcon title={detail.isError ? describeError(detail.error) : 'This item is not on the dispatch list: it has no prescription.'} />
      ) : (
        <div className={styles.body}>
          {done && <Alert type="success" showIcon title={`Checked by ${done.pharmacist_name} (GPhC ${done.gphc_number}) on ${formatDateTime(done.checked_at)}.`} />}
          {!done && status.data && !status.data.pharmacist && (
            <Alert type="info" showIcon title="Only a pharmacist can record the clinical check. Your account has no pharmacist profile." />
          )}
          {record.isError && <Alert type="error" showIcon title={describeError(record.error)} />}
          <section aria-labelledby={`prescription-${itemId}`}>
            <h3 id={`prescription-${itemId}`} className={styles.heading}>
              Prescription {detail.data.prescription.script_ref}
            </h3>
            <Descriptions
              size="small"
              bordered
              column={{ xs: 1, sm: 2 }}
              items={[
                { key: 'medicine', label: 'Medicine', span: 2, children: `[${detail.data.prescription.item_code}] ${detail.data.prescription.medicine}, ${detail.data.prescription.form}` },
                { key: 'strength', label: 'Strength', span: 2, children: detail.data.prescription.strength },
                { key: 'safeguards', label: 'Safeguards', span: 2, children: <SafeguardTags safeguards={detail.data.prescription.safeguards} /> },
                { key: 'quantity', label: 'Quantity per supply', children: detail.data.prescription.quantity },
                { key: 'prescriber', label: 'Prescriber', children: detail.data.prescription.prescriber },
                { key: 'directions', label: 'Directions', span: 2, children: detail.data.prescription.directions },
                { key: 'patient', label: 'Patient', children: detail.data.prescription.patient_name },
                { key: 'born', label: 'Date of birth', children: formatDate(detail.data.prescription.patient_birth_date) },
                { key: 'address', label: 'Address', span: 2, children: detail.data.prescription.patient_address },
                { key: 'prescribed', label: 'Prescribed on', children: formatDate(detail.data.prescription.prescribed_on) },
                { key: 'expires', label: 'Valid until', children: formatDate(detail.data.prescription.expires_on) },
              ]}
            />
          </section>
          <section aria-labelledby={`earlier-${itemId}`}>
            <h3 id={`earlier-${itemId}`} className={styles.heading}>
              Earlier supplies
            </h3>
            {detail.data.earlier_supplies.length === 0 ? (
              <p className={styles.muted}>None: this is the patient&apos;s first supply from us.</p>
            ) : (
              <Table<EarlierSupply>
                size="small"
                rowKey={(supply) => `${supply.order_id}-${supply.dispatch_date}-${supply.treatment}`}
                pagination={false}
                scroll={{ x: 520 }}
                dataSource={detail.data.earlier_supplies}
                columns={[
                  { title: 'Dispatched', dataIndex: 'dispatch_date', width: 110, render: (date: string) => formatDate(date) },
                  { title: 'Order', dataIndex: 'order_id', width: 80 },
                  { title: 'Treatment', dataIndex: 'treatment' },
                  { title: 'Quantity', dataIndex: 'quantity', width: 100 },
                  { title: 'Batch', dataIndex: 'batch_number', width: 110, render: (batch: string | null) => batch ?? 'Not recorded' },
                ]}
              />
            )}
          </section>
          <section aria-labelledby={`answers-${itemId}`}>
            <h3 id={`answers-${itemId}`} className={styles.heading}>
              Consultation answers and flags
            </h3>
            <ConsultationSubmissions userId={detail.data.patient_user_id} />
          </section>
        </div>
      )}
    </Modal>
  );
}
