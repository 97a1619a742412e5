import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import { useState } from 'react';
import { LoadError } from '../../../components/feedback/load-error';
import { describeError } from '../../../lib/api/api-error';
import { fetchFile, saveFile } from '../../../lib/files';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDataRights, type DataExport, type ErasureRequest } from '../api/get-data-rights';
import { useRequestDataExport } from '../api/request-data-export';
import { DeleteAccountDialog } from './delete-account-dialog';
import styles from './side-panels.module.css';

const megabytes = (bytes: number) => (bytes < 100_000 ? `${Math.max(1, Math.round(bytes / 1000))} KB` : `${(bytes / 1_000_000).toFixed(1)} MB`);

/**
 * 'Your data' (UK GDPR Art 15, 17): a copy of everything we hold, prepared in the background
 * and downloaded here for 7 days; and asking for the account to be deleted, which our team reviews.
 */
export function YourDataPanel() {
  const rights = useDataRights();
  const [deleting, setDeleting] = useState(false);
  return (
    <section className={styles.panel} aria-labelledby="your-data-heading">
      <h2 id="your-data-heading" className={styles.heading}>
        Your data
      </h2>
      {rights.isError && <LoadError what="your data requests" error={rights.error} onRetry={() => void rights.refetch()} />}
      {rights.data && (
        <>
          <DataCopy dataExport={rights.data.data_export} />
          <hr className={styles.rule} />
          <Erasure request={rights.data.erasure_request} onDelete={() => setDeleting(true)} />
        </>
      )}
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </section>
  );
}

function DataCopy({ dataExport }: { dataExport: DataExport | null }) {
  const request = useRequestDataExport();
  const { message } = App.useApp();
  const [downloading, setDownloading] = useState(false);
  const status = dataExport?.status;

  async function ask() {
    try {
      await request.mutateAsync(undefined);
    } catch {
      // Shown below the button.
    }
  }

  async function download(url: string) {
    setDownloading(true);
    try {
      saveFile(await fetchFile(url), `your-data-${dataExport!.ready_at!.slice(0, 10)}.zip`);
    } catch (error) {
      void message.error(describeError(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>Download my data</h3>
      {status === 'preparing' ? (
        <p className={styles.text} role="status">
          We are preparing a copy of your data. We will email you when it is ready; it usually takes a minute or two.
        </p>
      ) : status === 'ready' ? (
        <>
          <p className={styles.text} role="status">
            Your copy is ready: a ZIP file of your details, consultations, photos, prescriptions, orders, payments and messages.
          </p>
          <Button type="primary" loading={downloading} onClick={() => void download(dataExport!.download_url!)}>
            Download ZIP{dataExport!.byte_size ? ` (${megabytes(dataExport!.byte_size)})` : ''}
          </Button>
          <p className={styles.fine}>Available until {formatDateTime(dataExport!.expires_at)} (UK time). For your privacy it is then deleted.</p>
        </>
      ) : (
        <>
          <p className={styles.text}>Get a copy of everything we hold about you, as a ZIP file. We will email you when it is ready.</p>
          {status === 'expired' && <p className={styles.fine}>Your last copy has expired and been deleted. You can ask for a new one.</p>}
          {status === 'failed' && <Alert type="error" showIcon title="We could not prepare your last copy. Please try again." />}
          <Button loading={request.isPending} onClick={() => void ask()}>
            Download my data
          </Button>
        </>
      )}
      {request.error && <Alert type="error" showIcon title={describeError(request.error)} role="alert" />}
    </div>
  );
}

function Erasure({ request, onDelete }: { request: ErasureRequest | null; onDelete: () => void }) {
  if (request?.status === 'pending') {
    return (
      <div className={styles.section}>
        <h3 className={styles.subheading}>Delete my account</h3>
        <p className={styles.text} role="status">
          You asked us to delete your account on {formatDateTime(request.requested_at)}. Our team is reviewing it and will email you, within a month at the latest.
        </p>
      </div>
    );
  }
  return (
    <div className={styles.section}>
      <h3 className={styles.subheading}>Delete my account</h3>
      {request?.status === 'refused' && (
        <Alert type="warning" showIcon title="We could not delete your account" description={request.refusal_reason ?? undefined} />
      )}
      <p className={styles.text}>Ask us to erase your account and personal details. Our team reviews every request.</p>
      <Button danger onClick={onDelete}>
        Delete my account
      </Button>
    </div>
  );
}
