import Alert from 'antd/es/alert';
import Image from 'antd/es/image';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import { describeError } from '../../../../lib/api/api-error';
import { type ConsultationSubmission, useConsultations } from '../../api/admin-api';
import { formatDateTime } from '../../lib/labels';
import { Panel, panelStyles } from './panel';

type Field = ConsultationSubmission['fields'][number];

/** Stored photo paths are served only to the patient and staff (and each view by staff is recorded). */
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
        <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap' }}>
          {photoPaths(field.field_value).map((path) => (
            <Image key={path} src={`/storage/${path}`} alt={field.field_name} width={88} height={88} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ))}
        </div>
      </Image.PreviewGroup>
    );
  }
  return <span style={{ whiteSpace: 'pre-wrap' }}>{field.field_value}</span>;
}

/** Spec §2: one tab per submitted consultation (name and submitted time); clinical flags first, then every question and answer. */
export function ConsultationTabs({ userId }: { userId: number }) {
  const consultations = useConsultations(userId);
  return (
    <Panel title="Consultations">
      {consultations.isError && <Alert type="error" showIcon title={describeError(consultations.error)} />}
      {consultations.data?.length === 0 && <p className={panelStyles.muted}>No submitted consultation.</p>}
      {consultations.data && consultations.data.length > 0 && (
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
                    style={{ marginBottom: 8 }}
                    title="Clinical flags"
                    description={
                      <ul style={{ margin: 0, paddingLeft: 18 }}>
                        {submission.flags.map((flag) => (
                          <li key={flag.question}>{flag.message}</li>
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
      )}
    </Panel>
  );
}
