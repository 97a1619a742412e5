import Card from 'antd/es/card';
import Skeleton from 'antd/es/skeleton';
import { describeError } from '../../../lib/api/api-error';
import { useCustomerProgressPhotos } from '../api/get-customer-progress-photos';
import styles from './side-cards.module.css';

/** The customer's latest progress photos, newest first, each under the day it was added. */
export function ProgressPhotosCard({ userId }: { userId: number }) {
  const photos = useCustomerProgressPhotos(userId);
  return (
    <Card title="Progress photos" size="small" className={styles.card}>
      {photos.isPending && <Skeleton active paragraph={{ rows: 2 }} title={false} />}
      {photos.isError && <p className={styles.error}>{describeError(photos.error)}</p>}
      {photos.isSuccess && photos.data.length === 0 && <p className={styles.empty}>No photos yet</p>}
      {photos.isSuccess && photos.data.length > 0 && (
        <ul className={styles.photos}>
          {photos.data.slice(0, 9).map((photo) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noreferrer" className={styles.photo}>
                <img src={photo.url} alt={`Progress photo from ${photo.day}`} loading="lazy" />
              </a>
              <span className={styles.photoDay}>{photo.day}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
