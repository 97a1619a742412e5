import { InstagramIcon } from '../../../components/icons/instagram-icon';
import { Skeleton } from '../../../components/feedback/skeleton';
import { PageSection } from '../../../components/layout/page-section';
import type { HomeContent } from '../api/get-home-content';
import styles from './social-strip.module.css';

const POST_COUNT = 6;

interface SocialStripProps {
  posts: HomeContent['socialStrip'] | undefined;
  isPending: boolean;
}

export function SocialStrip({ posts, isPending }: SocialStripProps) {
  if (!isPending && !posts?.length) return null;
  return (
    <PageSection spacing="tight">
      <section aria-labelledby="social-title">
        <div className={styles.header}>
          <h2 id="social-title" className={styles.title}>
            <InstagramIcon /> Join our community
          </h2>
          <a href="https://www.instagram.com/" className={styles.follow}>
            Follow us on Instagram
          </a>
        </div>
        <ul className={styles.grid} aria-busy={isPending}>
          {isPending
            ? Array.from({ length: POST_COUNT }, (_, index) => (
                <li key={index}>
                  <Skeleton aspectRatio="1 / 1" radius={14} />
                </li>
              ))
            : posts?.slice(0, POST_COUNT).map((post) => (
                <li key={post.imageUrl}>
                  <a href={post.href} className={styles.post}>
                    <img src={post.imageUrl} alt={post.alt} width={600} height={600} loading="lazy" className={styles.image} />
                  </a>
                </li>
              ))}
        </ul>
      </section>
    </PageSection>
  );
}
