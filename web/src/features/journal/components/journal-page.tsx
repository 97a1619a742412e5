import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticles } from '../api/get-articles';
import { ArticleCard } from './article-card';
import styles from './journal-page.module.css';

export function JournalPage() {
  useDocumentTitle('Journal');
  const articles = useArticles();
  return (
    <PageSection>
      <PageHeader title="Journal" eyebrow="Skin advice">
        <p>Straight answers about skin, from the clinicians who treat it.</p>
      </PageHeader>
      {articles.isError && (
        <LoadError what="our articles" error={articles.error} onRetry={() => void articles.refetch()} />
      )}
      <ul className={styles.grid} aria-busy={articles.isPending}>
        {articles.isPending &&
          [0, 1, 2].map((index) => (
            <li key={index}>
              <Skeleton aspectRatio="1200 / 630" radius={20} />
              <Skeleton className={styles.skeletonText} height={150} radius={12} />
            </li>
          ))}
        {articles.data?.articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
