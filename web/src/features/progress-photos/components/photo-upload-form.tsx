import Button from 'antd/es/button';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { describeError } from '../../../lib/api/api-error';
import { PHOTO_ACCEPT, photoFileProblem } from '../../../lib/photo-file-check';
import { useUploadProgressPhoto } from '../api/upload-progress-photo';
import styles from './photo-upload-form.module.css';

/** Choose one image, then Upload; with nothing chosen, Upload does nothing (spec §5). */
export function PhotoUploadForm() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File>();
  const [problem, setProblem] = useState<string>();
  const upload = useUploadProgressPhoto();

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    upload.reset();
    setProblem(file && photoFileProblem(file));
    setChosen(file && !photoFileProblem(file) ? file : undefined);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || upload.isPending) return;
    upload.mutate(chosen, {
      onSuccess: () => {
        setChosen(undefined);
        if (input.current) input.current.value = '';
      },
    });
  };

  const message = problem ?? (upload.isError ? `Your photo was not uploaded. ${describeError(upload.error)}` : undefined);
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.row}>
        <label htmlFor={inputId} className={styles.label}>
          Choose a photo
        </label>
        <input
          ref={input}
          id={inputId}
          name="photo"
          type="file"
          accept={PHOTO_ACCEPT}
          onChange={choose}
          disabled={upload.isPending}
          className={styles.file}
        />
        <Button type="primary" htmlType="submit" shape="round" disabled={!chosen} loading={upload.isPending} className={styles.upload}>
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </Button>
      </div>
      <p className={styles.hint}>JPEG, PNG or WebP, up to 10 MB.</p>
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      {upload.isSuccess && (
        <p className={styles.done} role="status">
          Thank you, your photo has been added.
        </p>
      )}
    </form>
  );
}
