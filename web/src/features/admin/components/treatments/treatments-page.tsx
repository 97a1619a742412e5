import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Skeleton from 'antd/es/skeleton';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { SafeguardTags } from '../../../../components/admin/safeguard-tags';
import { describeError } from '../../../../lib/api/api-error';
import { formatPence } from '../../../../lib/format/format-price';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { type CatalogueItem, useCatalogue } from '../../api/get-catalogue';
import { durationText, ingredientText } from '../../lib/labels';
import { EditItemDialog } from './edit-item-dialog';
import styles from './treatments-page.module.css';

/** An add-on's shelf: what is left to sell first, then the packs on hand and those reserved for charged boxes not yet shipped. */
function StockCounts({ stock }: { stock: NonNullable<CatalogueItem['stock']> }) {
  return (
    <span className={styles.stock}>
      <strong>{stock.available} available</strong>
      <span className={styles.muted}>
        {stock.onHand} on hand · {stock.reserved} reserved
      </span>
    </span>
  );
}

/** Spec §2: the catalogue grouped treatment > plan > item, each item editable (price, batch, ingredients); add-ons with their stock. */
export function TreatmentsPage() {
  useDocumentTitle('Treatments · Admin');
  const catalogue = useCatalogue();
  const [editing, setEditing] = useState<CatalogueItem>();

  if (catalogue.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (catalogue.isError) return <Alert type="error" showIcon title={describeError(catalogue.error)} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Treatments</h1>
      <p className={styles.muted}>A new price applies to subscriptions started and items added from then on; what customers already have keeps its price.</p>
      <p className={styles.muted}>Add-on stock: packs charged for in boxes not yet shipped are reserved; only the rest is available to sell.</p>
      {catalogue.data.map((treatment) => (
        <section key={treatment.id} className={styles.treatment} aria-label={treatment.title}>
          <h2 className={styles.treatmentTitle}>
            {treatment.title} {treatment.comingSoon && <Tag>Coming soon</Tag>}
          </h2>
          {treatment.plans.map((plan) => (
            <div key={plan.id} className={styles.plan}>
              <h3 className={styles.planTitle}>{plan.name}</h3>
              <Table<CatalogueItem>
                size="small"
                rowKey="id"
                pagination={false}
                dataSource={plan.items}
                scroll={{ x: 1160 }}
                columns={[
                  { title: 'Item', dataIndex: 'name', width: 220 },
                  { title: 'Duration', key: 'duration', width: 150, render: (_, item) => durationText(item.interval, item.intervalCount) },
                  { title: 'Price', dataIndex: 'pricePence', width: 90, render: (pence: number) => formatPence(pence) },
                  { title: 'Code', dataIndex: 'code', width: 80 },
                  { title: 'Batch', dataIndex: 'batch', width: 110, render: (batch: string | null) => batch ?? '—' },
                  { title: 'Stock', dataIndex: 'stock', width: 170, render: (stock: CatalogueItem['stock']) => (stock ? <StockCounts stock={stock} /> : '—') },
                  { title: 'Ingredients', dataIndex: 'ingredients', width: 300, render: (ingredients: CatalogueItem['ingredients']) => ingredients.map(ingredientText).join(', ') || '—' },
                  { title: 'Safeguards', dataIndex: 'safeguards', width: 200, render: (safeguards: CatalogueItem['safeguards']) => <SafeguardTags safeguards={safeguards} none="—" /> },
                  {
                    title: '',
                    key: 'edit',
                    width: 70,
                    render: (_, item) => (
                      <Button size="small" onClick={() => setEditing(item)} aria-label={`Edit ${item.code}`}>
                        Edit
                      </Button>
                    ),
                  },
                ]}
              />
            </div>
          ))}
        </section>
      ))}
      {editing && <EditItemDialog item={editing} onClose={() => setEditing(undefined)} />}
    </div>
  );
}
