import { Skeleton } from '../../../components/feedback/skeleton';
import { LoadError } from '../../../components/feedback/load-error';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useIngredients } from '../api/get-ingredients';
import { IngredientCard } from './ingredient-card';
import styles from './ingredients-page.module.css';

export function IngredientsPage() {
  useDocumentTitle('What’s inside our formulas');
  const ingredients = useIngredients();
  return (
    <PageSection>
      <PageHeader title="What’s inside" eyebrow="Ingredients">
        <p>
          Every active ingredient we prescribe, what it does, and which formulas it is in. Our dermatologist chooses the
          strength for your skin, and every formula is vegan, fragrance free and cruelty free.
        </p>
      </PageHeader>
      {ingredients.isError && (
        <LoadError what="our ingredients" error={ingredients.error} onRetry={() => void ingredients.refetch()} />
      )}
      <ul className={styles.grid} aria-busy={ingredients.isPending}>
        {ingredients.isPending &&
          Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <Skeleton height={400} radius={20} />
            </li>
          ))}
        {ingredients.data?.ingredients.map((ingredient) => (
          <li key={ingredient.name}>
            <IngredientCard ingredient={ingredient} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
