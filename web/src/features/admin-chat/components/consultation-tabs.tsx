import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { describeError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { type ConsultationSubmission, useCustomerConsultations } from '../api/admin-chat-api';
import styles from './side-cards.module.css';

type Field = ConsultationSubmission['fields'][number];

/** Images answers hold a JSON list of stored paths, each served at /storage/{path} to admins. */
function imagePaths(value: string): string[] {
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

function Answer({ field }: { field: Field }) {
  if (field.field_type === 'checkbox') return <>{field.field_value === '1' ? 'Yes' : 'No'}</>;
  if (field.field_type === 'images') {
    return (
      <span className={styles.answerImages}>
        {imagePaths(field.field_value).map((path) => (
          <a key={path} href={`/storage/${path}`} target="_blank" rel="noreferrer">
            <img src={`/storage/${path}`} alt={field.field_name} loading="lazy" />
          </a>
        ))}
      </span>
    );
  }
  return <span className={styles.answerText}>{field.field_value}</span>;
}

/** One tab per submitted consultation (name and submitted time), every question and answer, flags first. */
export function ConsultationTabs({ userId }: { userId: number }) {
  const consultations = useCustomerConsultations(userId);
  return (
    <Card title="Consultations" size="small" className={styles.card}>
      {consultations.isPending && <Skeleton active />}
      {consultations.isError && <p className={styles.error}>{describeError(consultations.error)}</p>}
      {consultations.isSuccess && consultations.data.length === 0 && <p className={styles.empty}>No consultations submitted</p>}
      {consultations.isSuccess && consultations.data.length > 0 && (
        <Tabs
          items={consultations.data.map((submission) => ({
            key: String(submission.id),
            label: `${submission.consultation.name} · ${formatDateTime(submission.submitted_at)}`,
            children: (
              <>
                {submission.flags.length > 0 && (
                  <ul className={styles.flags} aria-label="Clinical flags">
                    {submission.flags.map((flag) => (
                      <li key={`${flag.question}-${flag.message}`}>{flag.message}</li>
                    ))}
                  </ul>
                )}
                <Table<Field>
                  size="small"
                  rowKey={(field) => field.field_name}
                  pagination={false}
                  dataSource={submission.fields}
                  columns={[
                    { title: 'Question', dataIndex: 'field_name', key: 'question', width: '45%' },
                    { title: 'Answer', key: 'answer', render: (_, field) => <Answer field={field} /> },
                  ]}
                />
              </>
            ),
          }))}
        />
      )}
    </Card>
  );
}
