import { Link } from '@tanstack/react-router';
import type { Ingredient } from '../api/get-ingredients';
import styles from './ingredient-card.module.css';

export function IngredientCard({ ingredient }: { ingredient: Ingredient }) {
  return (
    <article className={styles.card}>
      <h2 className={styles.name}>{ingredient.name}</h2>
      <p className={styles.what}>{ingredient.whatItDoes}</p>
      {ingredient.strengths.length > 0 && (
        <p className={styles.row}>
          <span className={styles.label}>Strengths we prescribe</span>
          <span>{ingredient.strengths.join(', ')}</span>
        </p>
      )}
      {ingredient.foundIn.length > 0 && (
        <div className={styles.row}>
          <span className={styles.label}>Found in</span>
          <ul className={styles.formulas}>
            {ingredient.foundIn.map((formula) => (
              <li key={formula.title}>
                {/* A formula not sold on its own (no page) is named without a link. */}
                {formula.href ? <Link to={formula.href}>{formula.title}</Link> : <span>{formula.title}</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
