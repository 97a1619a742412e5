import { LoadError } from '../../../components/feedback/load-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useProgressPhotos } from '../api/get-progress-photos';
import { groupByDay } from '../lib/group-by-day';
import styles from './photo-gallery.module.css';

/** The customer's photos under their day (yyyy-MM-dd), three to a row, in a 600 px panel. */
export function PhotoGallery() {
  const photos = useProgressPhotos();

  return (
    <div className={styles.gallery} tabIndex={0} aria-label="Uploaded photos" role="region">
      {photos.isPending && <p className={styles.note}>Loading...</p>}
      {photos.isError && <LoadError what="your photos" error={photos.error} onRetry={() => void photos.refetch()} />}
      {photos.isSuccess && photos.data.length === 0 && <p className={styles.note}>No photos yet. Upload your first one!</p>}
      {photos.isSuccess &&
        groupByDay(photos.data).map((group) => (
          <section key={group.day} className={styles.day} aria-labelledby={`day-${group.day}`}>
            <h2 id={`day-${group.day}`} className={styles.dayTitle}>
              {group.day}
            </h2>
            <ul className={styles.grid}>
              {group.photos.map((photo) => (
                <li key={photo.id}>
                  <a href={photo.url} target="_blank" rel="noreferrer" className={styles.thumb}>
                    <img src={photo.url} alt={`Progress photo added ${formatDateTime(photo.created_at)}`} loading="lazy" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
