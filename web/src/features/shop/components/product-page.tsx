import { getRouteApi } from '@tanstack/react-router';
import { BeforeAfterShowcase } from '../../../components/before-after/before-after-showcase';
import { FaqBlock } from '../../../components/faq/faq-block';
import { PageSection } from '../../../components/layout/page-section';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTreatment } from '../api/get-treatment';
import { ProductGallery } from './product-gallery';
import { ProductSummary } from './product-summary';
import styles from './product-page.module.css';

const productRoute = getRouteApi('/shop/$treatment');

export function ProductPage() {
  const { treatment: slug } = productRoute.useParams();
  const { data: treatment } = useTreatment(slug);
  useDocumentTitle(treatment.title);

  return (
    <>
      <PageSection>
        <div className={styles.layout}>
          <ProductGallery images={treatment.gallery} title={treatment.title} />
          <ProductSummary treatment={treatment} />
        </div>
      </PageSection>
      {treatment.faqs.length > 0 && (
        <PageSection spacing="tight">
          <div className={styles.faqs}>
            <FaqBlock chip="FAQ" title={treatment.faqsTitle} faqs={treatment.faqs} />
          </div>
        </PageSection>
      )}
      <PageSection spacing="tight">
        <BeforeAfterShowcase relatedTo={treatment.slug} />
      </PageSection>
    </>
  );
}
