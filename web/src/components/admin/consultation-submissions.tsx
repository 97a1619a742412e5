import Alert from 'antd/es/alert';
import Image from 'antd/es/image';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { describeError } from '../../lib/api/api-error';
import { formatDateTime } from '../../lib/format/format-date-time';
import { type SubmissionField as Field, useConsultationSubmissions } from './api/get-consultation-submissions';
import styles from './consultation-submissions.module.css';

/** A photo answer holds a JSON list of stored paths, served at /storage/{path} to the patient and staff (each staff view is recorded). */
function photoPaths(value: string): string[] {
  try {
    const paths: unknown = JSON.parse(value);
    return Array.isArray(paths) ? paths.filter((path): path is string => typeof path === 'string') : [];
  } catch {
    return [];
  }
}

function Answer({ field }: { field: Field }) {
  if (field.field_type === 'checkbox') return <>{field.field_value === '1' ? 'Yes' : 'No'}</>;
  if (field.field_type === 'images') {
    return (
      <Image.PreviewGroup>
        <div className={styles.photos}>
          {photoPaths(field.field_value).map((path) => (
            <Image key={path} src={`/storage/${path}`} alt={field.field_name} width={88} height={88} className={styles.photo} />
          ))}
        </div>
      </Image.PreviewGroup>
    );
  }
  return <span className={styles.text}>{field.field_value}</span>;
}

/**
 * Spec §2: one tab per submitted consultation (name and submitted time); its clinical flags
 * first, then every question and answer. Shared by the subscription detail and the admin chat;
 * each page puts it in its own box.
 */
export function ConsultationSubmissions({ userId }: { userId: number }) {
  const consultations = useConsultationSubmissions(userId);
  if (consultations.isPending) return <Skeleton active />;
  if (consultations.isError) return <Alert type="error" showIcon title={describeError(consultations.error)} />;
  if (consultations.data.length === 0) return <p className={styles.empty}>No consultation submitted yet.</p>;
  return (
    <Tabs
      size="small"
      items={consultations.data.map((submission) => ({
        key: String(submission.id),
        label: `${submission.consultation.name} · ${formatDateTime(submission.submitted_at)}`,
        children: (
          <>
            {submission.flags.length > 0 && (
              <Alert
                type="warning"
                showIcon
                className={styles.flags}
                title="Clinical flags"
                description={
                  <ul>
                    {submission.flags.map((flag) => (
                      <li key={`${flag.question}-${flag.message}`}>{flag.message}</li>
                    ))}
                  </ul>
                }
              />
            )}
            <Table<Field>
              size="small"
              rowKey={(field) => field.field_name}
              pagination={false}
              dataSource={submission.fields}
              columns={[
                { title: 'Question', dataIndex: 'field_name', width: '45%' },
                { title: 'Answer', key: 'answer', render: (_, field) => <Answer field={field} /> },
              ]}
            />
          </>
        ),
      }))}
    />
  );
}
