import { formatDate } from '../../../lib/format/format-date';
import styles from './article-meta.module.css';

interface ArticleMetaProps {
  publishedAt: string;
  readingMinutes: number;
  author?: string;
}

export function ArticleMeta({ publishedAt, readingMinutes, author }: ArticleMetaProps) {
  return (
    <p className={styles.meta}>
      {author && <span>By {author}</span>}
      <time dateTime={publishedAt}>{formatDate(publishedAt)}</time>
      <span>{readingMinutes} min read</span>
    </p>
  );
}
