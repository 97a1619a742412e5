import { getRouteApi, Link } from '@tanstack/react-router';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useArticle } from '../api/get-article';
import { ArticleMeta } from './article-meta';
import styles from './article-page.module.css';

const articleRoute = getRouteApi('/journal/$slug');

export function ArticlePage() {
  const { slug } = articleRoute.useParams();
  const { data: article } = useArticle(slug);
  useDocumentTitle(article.title);
  return (
    <PageSection>
      <article className={styles.article}>
        <p className={styles.back}>
          <Link to="/journal">← Journal</Link>
        </p>
        <h1 className={styles.title}>{article.title}</h1>
        <p className={styles.summary}>{article.summary}</p>
        <ArticleMeta publishedAt={article.publishedAt} readingMinutes={article.readingMinutes} author={article.author} />
        <img
          src={article.imageUrl}
          alt=""
          width={1200}
          height={630}
          fetchPriority="high"
          className={styles.image}
        />
        <div
          className={styles.body}
          // The server sanitises articles (an allow-list of formatting tags) before sending them.
          dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
        />
      </article>
    </PageSection>
  );
}
