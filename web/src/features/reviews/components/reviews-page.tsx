import { getRouteApi, Link } from '@tanstack/react-router';
import { LoadError } from '../../../components/feedback/load-error';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageHeader } from '../../../components/layout/page-header';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { REVIEWS_PER_PAGE, useReviews } from '../api/get-reviews';
import { ReviewCard } from './review-card';
import { ReviewsPagination } from './reviews-pagination';
import { ReviewsSummary } from './reviews-summary';
import styles from './reviews-page.module.css';

const reviewsRoute = getRouteApi('/reviews');

export function ReviewsPage() {
  const { page = 1 } = reviewsRoute.useSearch();
  useDocumentTitle(page > 1 ? `Reviews, page ${page}` : 'Reviews');
  const reviews = useReviews(page);
  const data = reviews.data;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.perPage)) : 1;

  return (
    <PageSection>
      <PageHeader title="Reviews" eyebrow="What our patients say">
        <ReviewsSummary summary={data?.summary} />
      </PageHeader>
      {reviews.isError && <LoadError what="our reviews" error={reviews.error} onRetry={() => void reviews.refetch()} />}
      <section aria-label={`Reviews, page ${page} of ${lastPage}`} aria-busy={reviews.isFetching} className={styles.list}>
        {reviews.isPending &&
          Array.from({ length: 4 }, (_, index) => <Skeleton key={index} className={styles.skeletonCard} radius={20} />)}
        {data?.data.map((review) => <ReviewCard key={review.id} review={review} />)}
        {data && data.data.length === 0 && (
          <p className={styles.empty}>
            There are no reviews on this page. <Link to="/reviews">Go to the first page</Link>
          </p>
        )}
      </section>
      {data && data.total > REVIEWS_PER_PAGE && <ReviewsPagination page={page} lastPage={lastPage} />}
    </PageSection>
  );
}
