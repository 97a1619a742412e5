import Button from 'antd/es/button';
import { Link } from '@tanstack/react-router';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { AntdProvider } from '../../../components/antd/antd-provider';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { AccountPage } from '../../../components/layout/account-page';
import { ApiError, describeError } from '../../../lib/api/api-error';
import { PHOTO_ACCEPT, photoFileProblem } from '../../../lib/photo-file-check';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useAnswerCheckIn } from '../api/answer-check-in';
import { useCheckIns, type CustomerCheckIn } from '../api/get-check-ins';
import { useUploadCheckInPhoto } from '../api/upload-check-in-photo';
import styles from './check-in-page.module.css';

/** /v2/profile/check-in: the short follow-up before a later supply (issue 19), with new photos. */
export function CheckInPage() {
  useDocumentTitle('Your check-in');
  const checkIns = useCheckIns();
  const open = checkIns.data?.check_ins.find((checkIn) => checkIn.status === 'open');
  const latest = checkIns.data?.check_ins[0];
  return (
    <AccountPage
      title="Your check-in"
      intro="A few questions and a new photo help our prescriber see how your treatment is going before your next supply. Only you and our clinical team can see your answers and photos."
    >
      <AntdProvider>
        {checkIns.isPending && <Skeleton height={320} radius={18} />}
        {checkIns.isError && <LoadError what="your check-in" error={checkIns.error} onRetry={() => void checkIns.refetch()} />}
        {checkIns.data && (open ? <CheckInForm key={open.id} checkIn={open} /> : <Nothing latest={latest} />)}
      </AntdProvider>
    </AccountPage>
  );
}

function Nothing({ latest }: { latest?: CustomerCheckIn }) {
  return (
    <div className={styles.done} role="status">
      <p>
        {latest?.status === 'answered'
          ? 'Thank you: your check-in is with our prescriber. Your next supply follows as planned unless they contact you.'
          : 'There is no check-in for you to answer right now. We will email you when one is due.'}
      </p>
      <Link to="/v2/profile">Back to your account</Link>
    </div>
  );
}

function CheckInForm({ checkIn }: { checkIn: CustomerCheckIn }) {
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [photos, setPhotos] = useState<{ id: string; url: string }[]>([]);
  const [photoProblem, setPhotoProblem] = useState<string>();
  const upload = useUploadCheckInPhoto();
  const answer = useAnswerCheckIn();
  const photoInputId = useId();
  const fields = answer.error instanceof ApiError ? answer.error.fields : {};

  const choosePhoto = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = photoFileProblem(file);
    setPhotoProblem(problem);
    if (problem) return;
    upload.mutate(file, { onSuccess: (photo) => setPhotos((kept) => [...kept, { id: photo.id, url: photo.url }]), onError: (error) => setPhotoProblem(`Your photo was not uploaded. ${describeError(error)}`) });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    answer.mutate({ id: checkIn.id, answers, photo_ids: photos.map((photo) => photo.id) });
  };

  if (answer.isSuccess) return <Nothing latest={answer.data} />;
  return (
    <form className={styles.panel} onSubmit={submit} noValidate aria-label={`Check-in for ${checkIn.treatment}`}>
      <p className={styles.hint}>
        For your {checkIn.treatment}. Your next supply waits for your answers until {new Date(`${checkIn.wait_until}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long' })}; nothing is charged meanwhile.
      </p>
      {checkIn.questions.map((question) => (
        <fieldset key={question.name} className={styles.fieldset}>
          <legend className={styles.legend}>{question.label}</legend>
          {question.type === 'choice' ? (
            <div className={styles.options} role="radiogroup" aria-label={question.label}>
              {question.options?.map((option) => (
                <label key={option.value} className={styles.option}>
                  <input type="radio" name={question.name} value={option.value} checked={answers[question.name] === option.value} onChange={() => setAnswers({ ...answers, [question.name]: option.value })} />
                  <span>{option.label}</span>
                </label>
              ))}
            </div>
          ) : (
            <textarea className={styles.textarea} name={question.name} aria-label={question.label} maxLength={2000} value={answers[question.name] ?? ''} onChange={(event) => setAnswers({ ...answers, [question.name]: event.target.value })} />
          )}
          {/* The server's message for a question stays only until it is answered. */}
          {!answers[question.name] && fields[question.name]?.map((text) => (
            <p key={text} className={styles.error} role="alert">
              {text}
            </p>
          ))}
        </fieldset>
      ))}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>New photos</legend>
        <p className={styles.hint}>
          In daylight, without make-up, from the same angle as your first photos: at least {checkIn.photos_min}, up to {checkIn.photos_max}. JPEG, PNG or WebP, up to 10 MB.
        </p>
        {photos.length > 0 && (
          <div className={styles.photos}>
            {photos.map((photo, index) => (
              <img key={photo.id} src={photo.url} alt={`New photo ${index + 1}`} />
            ))}
          </div>
        )}
        {photos.length < checkIn.photos_max && (
          <div>
            <label htmlFor={photoInputId} className={styles.legend}>
              {photos.length ? 'Add another photo' : 'Add a photo'}
            </label>{' '}
            <input id={photoInputId} type="file" accept={PHOTO_ACCEPT} onChange={choosePhoto} disabled={upload.isPending} />
            {upload.isPending && <span className={styles.hint}> Uploading...</span>}
          </div>
        )}
        {(photoProblem ?? (photos.length ? undefined : fields.photo_ids?.[0])) && (
          <p className={styles.error} role="alert">
            {photoProblem ?? fields.photo_ids?.[0]}
          </p>
        )}
      </fieldset>
      {answer.isError && !Object.keys(fields).length && (
        <p className={styles.error} role="alert">
          {describeError(answer.error)}
        </p>
      )}
      <div>
        <Button type="primary" htmlType="submit" shape="round" size="large" loading={answer.isPending} disabled={upload.isPending}>
          Send to the prescriber
        </Button>
      </div>
    </form>
  );
}
