import { AntdProvider } from '../../../components/antd/antd-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploadForm } from './photo-upload-form';
import styles from './progress-photos-page.module.css';

/** /v2/profile/photos: the customer shows the clinical team how their skin is doing. */
export function ProgressPhotosPage() {
  useDocumentTitle('Photo Uploads');
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Photo Uploads</h1>
        <p className={styles.intro}>
          A photo every few weeks helps our clinical team see how your treatment is working. Take it in daylight, without
          make-up, from the same angle each time. Only you and our clinical team can see your photos.
        </p>
      </header>
      <AntdProvider>
        <section className={styles.panel} aria-label="Your photos">
          <PhotoUploadForm />
          <PhotoGallery />
        </section>
      </AntdProvider>
    </div>
  );
}
