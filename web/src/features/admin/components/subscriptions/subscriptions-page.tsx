import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Pagination from 'antd/es/pagination';
import Select from 'antd/es/select';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { describeError } from '../../../../lib/api/api-error';
import { countOf } from '../../../../lib/format/count-of';
import { formatDate } from '../../../../lib/format/format-date';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { type SubscriptionRow, useSubscriptionList } from '../../api/get-subscription-list';
import { useCatalogue } from '../../api/get-catalogue';
import { STATUS_LABELS, subscriptionStatusColour } from '../../lib/labels';
import { ALL_PAGE_SIZE, DEFAULT_PAGE_SIZE, DEFAULT_STATUS, PAGE_SIZES, STATUS_FILTERS, type SubscriptionListSearch } from '../../lib/subscription-list-search';
import { planOptions } from './plan-options';
import { StartSubscriptionDialog } from './start-subscription-dialog';
import styles from './subscriptions-page.module.css';
import { ProviderReference } from '../shared/provider-reference';

const PAGE_SIZE_OPTIONS = [...PAGE_SIZES.map((size) => ({ value: size, label: `${size} / page` })), { value: ALL_PAGE_SIZE, label: 'All' }];

/** Spec §2 Admin: the subscriptions list, its filters and page in the URL, a row click opening the detail. */
export function SubscriptionsPage() {
  useDocumentTitle('Subscriptions · Admin');
  const search = useSearch({ from: '/v2/admin/subscriptions' });
  const navigate = useNavigate({ from: '/v2/admin/subscriptions' });
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [starting, setStarting] = useState(false);
  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  const status = search.status ?? DEFAULT_STATUS;
  const page = search.page ?? 1;
  const perPage = search.perPage ?? DEFAULT_PAGE_SIZE;
  const list = useSubscriptionList({ keyword: search.keyword?.trim().toLowerCase() || undefined, status, treatment: search.treatment, flagged: search.flagged, page, perPage });
  const catalogue = useCatalogue();

  /** Any new filter starts again at page 1. */
  const setFilters = (change: Partial<SubscriptionListSearch>) => void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) });
  const total = list.data?.total ?? 0;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Subscriptions</h1>
        <Button type="primary" onClick={() => setStarting(true)}>
          Start Subscription
        </Button>
      </div>
      <div className={styles.filters} role="search">
        <Input.Search
          className={styles.search}
          placeholder="Search by customer, order ID..."
          aria-label="Search by customer, order ID..."
          allowClear
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => setFilters({ keyword: value.trim() || undefined })}
        />
        <Select
          className={styles.status}
          aria-label="Status"
          value={status}
          options={STATUS_FILTERS.map((filter) => ({ value: filter.value, label: filter.label }))}
          onChange={(value) => setFilters({ status: value === DEFAULT_STATUS ? undefined : value })}
        />
        <Select
          className={styles.plan}
          aria-label="Treatment plan"
          placeholder="All treatment plans"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          value={search.treatment}
          options={planOptions(catalogue.data)}
          onChange={(value?: number) => setFilters({ treatment: value })}
        />
        <Checkbox className={styles.flagged} checked={Boolean(search.flagged)} onChange={(event) => setFilters({ flagged: event.target.checked || undefined })}>
          Flagged only
        </Checkbox>
      </div>
      {list.isError && <Alert type="error" showIcon title={describeError(list.error)} />}
      {list.data?.customerMatchesCapped && <Alert type="info" showIcon title="So many customers match this search that only the newest 200 are included. Type more of the name or email." />}
      {perPage === ALL_PAGE_SIZE && total > ALL_PAGE_SIZE && (
        <Alert type="info" showIcon title={`Showing ${ALL_PAGE_SIZE.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} at a time. Narrow the filters, or use the pages below.`} />
      )}
      <Table<SubscriptionRow>
        className={styles.table}
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        pagination={false}
        scroll={list.data?.data.length ? { x: 600 } : undefined}
        rowClassName={(row) => (row.highlighted ? (styles.highlighted ?? '') : (styles.row ?? ''))}
        onRow={(row) => ({
          onClick: () => void navigate({ to: '/v2/admin/subscriptions/$id', params: { id: row.id } }),
          onKeyDown: (event) => event.key === 'Enter' && void navigate({ to: '/v2/admin/subscriptions/$id', params: { id: row.id } }),
          tabIndex: 0,
          'aria-label': `Open subscription ${row.id}`,
        })}
        locale={{ emptyText: <span className={styles.empty}>{list.isLoading ? 'Loading...' : 'No subscriptions match.'}</span> }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          {
            title: 'Customer',
            key: 'customer',
            render: (_, row) => (
              <div className={styles.customer}>
                <span>{row.customer.name}</span>
                <span className={styles.email}>{row.customer.email}</span>
              </div>
            ),
          },
          {
            title: 'Status',
            dataIndex: 'status',
            width: 150,
            render: (value: string, row) => (
              <>
                <Tag color={subscriptionStatusColour(value)}>{STATUS_LABELS[value] ?? value}</Tag>
                {/* On a phone the Flags column is off to the side: the count shows under the status. */}
                {row.openRiskFlags > 0 && (
                  <Tag color="red" className={styles.flagsInline}>
                    {countOf(row.openRiskFlags, 'flag')}
                  </Tag>
                )}
              </>
            ),
          },
          // The spec's 'payment-provider subscription number': we charge each supply ourselves, so the provider's nearest reference (docs/admin-back-office.md).
          { title: 'Provider reference', key: 'provider', width: 230, responsive: ['md'], render: (_, row) => <ProviderReference reference={row.providerReference} /> },
          { title: 'Treatment', dataIndex: 'treatment', render: (value: string, row) => (row.currentItemCode ? `${value} (${row.currentItemCode})` : value) },
          { title: 'Due at', dataIndex: 'dueAt', width: 110, render: (value: string | null) => formatDate(value) },
          // Order-risk flags a prescriber has not acknowledged (issue 19).
          {
            title: 'Flags',
            dataIndex: 'openRiskFlags',
            width: 90,
            responsive: ['md'],
            render: (value: number) => (value > 0 ? <Tag color="red">{value} open</Tag> : <span className={styles.noFlags} aria-label="No open flags">–</span>),
          },
        ]}
      />
      <div className={styles.pager}>
        <span className={styles.total}>{countOf(total, 'subscription')}</span>
        <Pagination
          size="small"
          current={page}
          pageSize={perPage}
          total={total}
          showSizeChanger={false}
          onChange={(next) => void navigate({ search: (previous) => ({ ...previous, page: next === 1 ? undefined : next }) })}
        />
        <Select
          size="small"
          aria-label="Rows per page"
          value={perPage}
          options={PAGE_SIZE_OPTIONS}
          onChange={(value) => void navigate({ search: (previous) => ({ ...previous, perPage: value === DEFAULT_PAGE_SIZE ? undefined : value, page: undefined }) })}
        />
      </div>
      <StartSubscriptionDialog open={starting} onClose={() => setStarting(false)} catalogue={catalogue.data} />
    </div>
  );
}
