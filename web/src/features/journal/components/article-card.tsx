import { Link } from '@tanstack/react-router';
import type { ArticleSummary } from '../api/get-articles';
import { ArticleMeta } from './article-meta';
import styles from './article-card.module.css';

export function ArticleCard({ article }: { article: ArticleSummary }) {
  return (
    <article className={styles.card}>
      <img src={article.imageUrl} alt="" width={1200} height={630} loading="lazy" className={styles.image} />
      <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} />
      <h2 className={styles.title}>
        {/* The whole card is clickable through this link's ::after. */}
        <Link to="/journal/$slug" params={{ slug: article.slug }} className={styles.link}>
          {article.title}
        </Link>
      </h2>
      <p className={styles.summary}>{article.summary}</p>
    </article>
  );
}
