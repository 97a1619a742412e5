import { ComingSoonPage } from '../../../components/placeholder/coming-soon-page';

export function IngredientsPage() {
  return <ComingSoonPage title="Ingredients" />;
}
