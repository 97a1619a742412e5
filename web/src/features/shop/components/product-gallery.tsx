import { useState } from 'react';
import { galleryAlt } from '../lib/gallery-alt';
import styles from './product-gallery.module.css';

interface ProductGalleryProps {
  images: string[];
  title: string;
}

/** The product image large, with the other pictures as thumbnails that swap into its place. */
export function ProductGallery({ images, title }: ProductGalleryProps) {
  const [shown, setShown] = useState(0);
  const current = images[shown] ?? images[0];
  return (
    <div className={styles.gallery}>
      {current && (
        <img
          src={current}
          alt={galleryAlt(current, title)}
          width={600}
          height={600}
          fetchPriority="high"
          className={styles.main}
        />
      )}
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {images.map((url, index) => (
            <li key={url}>
              <button
                type="button"
                className={styles.thumb}
                aria-pressed={index === shown}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                onClick={() => setShown(index)}
              >
                <img src={url} alt={galleryAlt(url, title)} width={600} height={600} loading="lazy" className={styles.thumbImage} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
