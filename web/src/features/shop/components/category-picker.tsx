import type { ShopCategory, ShopCategoryKey } from '../api/get-shop';
import styles from './category-picker.module.css';

interface CategoryPickerProps {
  categories: ShopCategory[];
  selected: ShopCategoryKey | undefined;
  onToggle: (key: ShopCategoryKey) => void;
}

/** Three toggle cards: one pressed shows only its category, pressing it again shows all. */
export function CategoryPicker({ categories, selected, onToggle }: CategoryPickerProps) {
  return (
    <div className={styles.picker} role="group" aria-label="Show treatments by category">
      {categories.map((category) => (
        <button
          key={category.key}
          type="button"
          className={styles.card}
          aria-pressed={category.key === selected}
          onClick={() => onToggle(category.key)}
        >
          <img src={category.imageUrl} alt="" width={600} height={600} loading="lazy" className={styles.image} />
          <span className={styles.text}>
            <span className={styles.title}>{category.title}</span>
            <span className={styles.subtitle}>{category.subtitle}</span>
          </span>
          <span className={styles.check} aria-hidden="true" />
        </button>
      ))}
    </div>
  );
}
