import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { getRouteApi, Link } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { AntdProvider } from '../../../components/antd/antd-provider';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { AccountPage } from '../../../components/layout/account-page';
import { describeError } from '../../../lib/api/api-error';
import { PHOTO_ACCEPT, photoFileProblem } from '../../../lib/photo-file-check';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIdentityCheck, type IdentityCheck } from '../api/get-identity-check';
import { useStartIdentityCheck } from '../api/start-identity-check';
import { useUploadIdentityPhoto, type IdentityPhotoKind } from '../api/upload-identity-photo';
import styles from './verify-identity-page.module.css';

const route = getRouteApi('/v2/profile/verify-identity');

/** /v2/profile/verify-identity: the customer shows who they are before the prescriber approves (docs/patient-safety.md). */
export function VerifyIdentityPage() {
  useDocumentTitle('Verify your identity');
  const check = useIdentityCheck();
  return (
    <AccountPage
      title="Verify your identity"
      intro="UK prescribing rules ask us to make sure the person we prescribe for is who they say they are. Only you and our clinical team can see these photos, and we delete them once we have checked them."
    >
      <AntdProvider>
        <section className={styles.panel} aria-label="Identity check" aria-busy={check.isPending}>
          {check.isPending && <Skeleton height={220} radius={18} />}
          {check.isError && <LoadError what="your identity check" error={check.error} onRetry={() => void check.refetch()} />}
          {check.data && <IdentityStep check={check.data} />}
        </section>
      </AntdProvider>
    </AccountPage>
  );
}

function IdentityStep({ check }: { check: IdentityCheck }) {
  if (check.status === 'clear') return <Outcome title="Your identity is verified" text="Thank you. Our prescriber can now review your treatment." done />;
  if (check.status === 'in_progress') return <Outcome title="Checking your photos…" text="This usually takes a few seconds. You can leave this page; we will carry on." />;
  if (check.status === 'consider')
    return <Outcome title="Thank you, we have your photos" text="A member of our team is looking at them and will let you know if we need anything else. You do not need to do anything now." />;
  if (check.status === 'rejected')
    return (
      <Outcome
        title="We could not verify your identity"
        text="We could not verify your identity from the photos you gave, so we have not sent anything and have refunded your payment in full. Message our team if you think this is a mistake."
      />
    );
  return check.provider === 'onfido' ? <PartnerCapture /> : <LocalCapture check={check} />;
}

function Outcome({ title, text, done = false }: { title: string; text: string; done?: boolean }) {
  return (
    <div className={styles.outcome} role="status">
      <h2 className={styles.heading}>{title}</h2>
      <p className={styles.text}>{text}</p>
      {done && (
        <Link to="/v2/profile" className={styles.back}>
          Back to your account
        </Link>
      )}
    </div>
  );
}

/** With Onfido: its hosted page captures the photos, and brings the customer back. */
function PartnerCapture() {
  const { subscription } = route.useSearch();
  const start = useStartIdentityCheck();
  const go = () => start.mutate({ subscription_id: subscription }, { onSuccess: ({ capture_url }) => window.location.assign(capture_url) });
  return (
    <div className={styles.outcome}>
      <p className={styles.text}>Our verification partner, Onfido, takes the photos of your document and your face.</p>
      <Button type="primary" shape="round" size="large" loading={start.isPending} onClick={go}>
        Continue to Onfido
      </Button>
      {start.isError && (
        <p className={styles.error} role="alert">
          {describeError(start.error)}
        </p>
      )}
    </div>
  );
}

/** The local verifier's page: the document, a selfie, and the name as printed. */
function LocalCapture({ check }: { check: IdentityCheck }) {
  const { subscription } = route.useSearch();
  const nameId = useId();
  const [name, setName] = useState('');
  const [nameProblem, setNameProblem] = useState<string>();
  const start = useStartIdentityCheck();
  const ready = check.pending_photos.includes('document') && check.pending_photos.includes('selfie');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameProblem('Type your name exactly as it is printed on your document.');
      return;
    }
    start.mutate({ subscription_id: subscription, document_name: name.trim() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <PhotoStep
        kind="document"
        number={1}
        title="Your identity document"
        hint="Your passport photo page or the front of your driving licence, flat, in good light, with all four corners showing."
        added={check.pending_photos.includes('document')}
      />
      <PhotoStep kind="selfie" number={2} title="A photo of your face" hint="Face the camera, without glasses or a hat, in good light." added={check.pending_photos.includes('selfie')} />
      <div className={styles.step}>
        <label htmlFor={nameId} className={styles.stepTitle}>
          <span className={styles.number}>3</span> Your name as printed on the document
        </label>
        <Input
          id={nameId}
          value={name}
          autoComplete="name"
          maxLength={200}
          status={nameProblem ? 'error' : undefined}
          aria-invalid={Boolean(nameProblem)}
          aria-describedby={nameProblem ? `${nameId}-problem` : undefined}
          onChange={(event) => {
            setName(event.target.value);
            setNameProblem(undefined);
          }}
        />
        {nameProblem && (
          <p id={`${nameId}-problem`} className={styles.error} role="alert">
            {nameProblem}
          </p>
        )}
      </div>
      <Button type="primary" htmlType="submit" shape="round" size="large" disabled={!ready} loading={start.isPending}>
        Send for checking
      </Button>
      {!ready && <p className={styles.hint}>Add both photos to send them.</p>}
      {start.isError && (
        <p className={styles.error} role="alert">
          {describeError(start.error)}
        </p>
      )}
    </form>
  );
}

function PhotoStep({ kind, number, title, hint, added }: { kind: IdentityPhotoKind; number: number; title: string; hint: string; added: boolean }) {
  const inputId = useId();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadIdentityPhoto();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    upload.reset();
    const fileProblem = file && photoFileProblem(file);
    setProblem(fileProblem);
    if (file && !fileProblem) upload.mutate({ kind, photo: file });
  };
  const message = problem ?? (upload.isError ? `Your photo was not added. ${describeError(upload.error)}` : undefined);
  return (
    <div className={styles.step}>
      <label htmlFor={inputId} className={styles.stepTitle}>
        <span className={styles.number}>{number}</span> {title}
      </label>
      <p className={styles.hint}>{hint}</p>
      <input id={inputId} name={kind} type="file" accept={PHOTO_ACCEPT} capture={kind === 'selfie' ? 'user' : 'environment'} onChange={choose} disabled={upload.isPending} className={styles.file} />
      {upload.isPending && <p className={styles.hint}>Adding your photo…</p>}
      {added && !upload.isPending && !message && (
        <p className={styles.added} role="status">
          ✓ Photo added
        </p>
      )}
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
