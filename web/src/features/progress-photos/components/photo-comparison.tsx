import { BeforeAfterSlider } from '../../../components/before-after/before-after-slider';
import { usePhotoBaseline } from '../api/get-photo-baseline';
import { useProgressPhotos } from '../api/get-progress-photos';
import styles from './photo-comparison.module.css';

/**
 * Baseline versus latest (issue 19): the first photo (the consultation's, else the earliest
 * progress photo) against the newest, with the shop's before/after slider. Shown once there
 * are two different photos to compare.
 */
export function PhotoComparison() {
  const photos = useProgressPhotos();
  const baseline = usePhotoBaseline();
  const latest = photos.data?.[0];
  const before = baseline.data ?? photos.data?.at(-1)?.url;
  if (!latest || !before || before === latest.url) return null;
  return (
    <section className={styles.comparison} aria-labelledby="photo-comparison-title">
      <h2 id="photo-comparison-title" className={styles.title}>
        Your progress
      </h2>
      <p className={styles.note}>Drag the handle to compare your first photo with your latest.</p>
      <div className={styles.frame}>
        <BeforeAfterSlider before={{ src: before, alt: 'Your first photo' }} after={{ src: latest.url, alt: 'Your latest photo' }} label="Compare your first photo with your latest" width={420} height={525} />
      </div>
    </section>
  );
}
