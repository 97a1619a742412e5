import { getRouteApi } from '@tanstack/react-router';
import { PageSection } from '../../../components/layout/page-section';
import { BeforeAfterShowcaseIsland, FaqBlockIsland, ProductGalleryIsland } from '../../../islands/islands';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useTreatment } from '../api/get-treatment';
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
          <ProductGalleryIsland images={treatment.gallery} title={treatment.title} />
          <ProductSummary treatment={treatment} />
        </div>
      </PageSection>
      {treatment.faqs.length > 0 && (
        <PageSection spacing="tight">
          <div className={styles.faqs}>
            <FaqBlockIsland chip="FAQ" title={treatment.faqsTitle} faqs={treatment.faqs} />
          </div>
        </PageSection>
      )}
      <PageSection spacing="tight">
        <BeforeAfterShowcaseIsland relatedTo={treatment.slug} />
      </PageSection>
    </>
  );
}
