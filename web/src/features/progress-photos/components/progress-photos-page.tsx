import { AntdProvider } from '../../../components/antd/antd-provider';
import { AccountPage } from '../../../components/layout/account-page';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PhotoComparison } from './photo-comparison';
import { PhotoGallery } from './photo-gallery';
import { PhotoUploadForm } from './photo-upload-form';
import styles from './progress-photos-page.module.css';

/** /v2/profile/photos: the customer shows the clinical team how their skin is doing. */
export function ProgressPhotosPage() {
  useDocumentTitle('Photo Uploads');
  return (
    <AccountPage
      title="Photo Uploads"
      intro="A photo every few weeks helps our clinical team see how your treatment is working. Take it in daylight, without make-up, from the same angle each time. Only you and our clinical team can see your photos."
    >
      <AntdProvider>
        <section className={styles.panel} aria-label="Your photos">
          <PhotoComparison />
          <PhotoUploadForm />
          <PhotoGallery />
        </section>
      </AntdProvider>
    </AccountPage>
  );
}
