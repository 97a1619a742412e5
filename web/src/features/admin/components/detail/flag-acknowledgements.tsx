import Alert from 'antd/es/alert';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Skeleton from 'antd/es/skeleton';
import { describeError } from '../../../../lib/api/api-error';
import { type RiskFlag, useRiskFlags } from '../../api/get-risk-flags';
import styles from './flag-acknowledgements.module.css';

/** The approve form's notes, one per open flag, by flag id. */
export interface FlagNoteFields {
  flag_notes?: Record<string, string>;
}

export function useOpenRiskFlags(subscriptionId: number, approving: boolean) {
  const flags = useRiskFlags(subscriptionId);
  return { query: flags, flags: approving ? (flags.data ?? []).filter((flag) => !flag.acknowledgedAt) : [] };
}

/** What the review request carries: a note on each open flag. */
export function flagAcknowledgementsOf(flags: readonly RiskFlag[], fields: FlagNoteFields) {
  if (flags.length === 0) return {};
  return { flag_acknowledgements: flags.map((flag) => ({ flag_id: flag.id, note: (fields.flag_notes?.[String(flag.id)] ?? '').trim() })) };
}

/**
 * The approve dialog's order-risk section (issue 19): each open flag with what was found and a
 * required note, which is kept with the flag and in the audit trail.
 */
export function FlagAcknowledgements({ openFlags }: { openFlags: ReturnType<typeof useOpenRiskFlags> }) {
  if (openFlags.query.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (openFlags.query.isError) return <Alert type="error" showIcon title={`The risk flags could not be loaded: ${describeError(openFlags.query.error)}`} />;
  if (openFlags.flags.length === 0) return null;
  return (
    <section className={styles.section} aria-label="Risk flags to acknowledge">
      <h3 className={styles.title}>Risk flags to acknowledge ({openFlags.flags.length})</h3>
      <p className={styles.intro}>Write a note on each: what you checked and why approving is safe. Notes are kept in the record.</p>
      {openFlags.flags.map((flag) => (
        <div key={flag.id} className={styles.flag}>
          <p className={styles.label}>{flag.label}</p>
          <p className={styles.details}>{flag.details}</p>
          <Form.Item
            name={['flag_notes', String(flag.id)]}
            label={`Note on '${flag.label}'`}
            rules={[
              { required: true, whitespace: true, message: `Write a note on the '${flag.label}' flag.` },
              { min: 3, message: 'Write at least a few words.' },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} maxLength={1000} placeholder="What you checked, and why approving is safe." />
          </Form.Item>
        </div>
      ))}
    </section>
  );
}
