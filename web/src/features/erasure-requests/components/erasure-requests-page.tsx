import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Grid from 'antd/es/grid';
import Table from 'antd/es/table';
import type { ColumnsType } from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { AdminPage } from '../../../components/admin/admin-page';
import { describeError } from '../../../lib/api/api-error';
import { formatDate } from '../../../lib/format/format-date';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useErasureRequests, type StaffErasureRequest } from '../api/get-erasure-requests';
import { ERASURE_REQUESTS_PER_PAGE, validateErasureRequestsSearch } from '../lib/erasure-requests-search';
import { erasedText, keptText } from '../lib/outcome-text';
import { DecisionDialog, type Decision } from './decision-dialog';
import { ErasureRequestCards } from './erasure-request-cards';
import styles from './erasure-requests-page.module.css';
import { ukToday } from '../../../lib/format/uk-today';

const route = getRouteApi('/v2/admin/erasure-requests');

/** Today on the UK calendar, to flag requests past the date the law expects an answer by. */

type Column = { key: string; title: string; width: number; cell: (request: StaffErasureRequest) => ReactNode };

function Customer({ request }: { request: StaffErasureRequest }) {
  return (
    <div className={styles.stack}>
      <span>{request.customer.name}</span>
      {request.customer.email && (
        <>
          <span className={styles.secondary}>{request.customer.email}</span>
          <Link to="/v2/admin/subscriptions" search={{ keyword: request.customer.email, status: 'all' }} className={styles.link}>
            Their subscriptions
          </Link>
        </>
      )}
    </div>
  );
}

function Decided({ request }: { request: StaffErasureRequest }) {
  return (
    <div className={styles.stack}>
      <span>
        {request.status === 'erased' ? <Tag>Erased</Tag> : <Tag color="orange">Refused</Tag>} by {request.decided_by ?? 'unknown'}
      </span>
      {request.refusal_reason && <span className={styles.secondary}>{request.refusal_reason}</span>}
      {request.outcome && (
        <>
          <span className={styles.secondary}>{erasedText(request.outcome)}</span>
          <span className={styles.secondary}>{keptText(request.outcome)}</span>
        </>
      )}
    </div>
  );
}

const WAITING: Column[] = [
  { key: 'customer', title: 'Customer', width: 260, cell: (request) => <Customer request={request} /> },
  { key: 'requested', title: 'Requested', width: 140, cell: (request) => formatDateTime(request.requested_at) },
  {
    key: 'answer-by',
    title: 'Answer by',
    width: 130,
    cell: (request) => (request.answer_by < ukToday() ? <Tag color="red">{formatDate(request.answer_by)} overdue</Tag> : formatDate(request.answer_by)),
  },
  { key: 'note', title: 'Their note', width: 220, cell: (request) => request.patient_reason ?? <span className={styles.secondary}>None</span> },
];

const DECIDED: Column[] = [
  { key: 'customer', title: 'Customer', width: 220, cell: (request) => <Customer request={request} /> },
  { key: 'requested', title: 'Requested', width: 140, cell: (request) => formatDateTime(request.requested_at) },
  { key: 'decided', title: 'Decided', width: 140, cell: (request) => formatDateTime(request.decided_at) },
  { key: 'decision', title: 'Decision', width: 420, cell: (request) => <Decided request={request} /> },
];

/** Patients' requests to have their accounts erased (docs/data-rights-and-retention.md): waiting ones to decide, decided ones to look back on. */
export function ErasureRequestsPage() {
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/v2/admin/erasure-requests' });
  const list = search.list ?? 'pending';
  const page = search.page ?? 1;
  const requests = useErasureRequests(list, page, ERASURE_REQUESTS_PER_PAGE);
  const [deciding, setDeciding] = useState<{ request: StaffErasureRequest; decision: Decision }>();
  // Phones get one card per request instead of a table scrolled sideways past the buttons.
  const wide = Grid.useBreakpoint().md ?? true;

  const actions = (request: StaffErasureRequest) => (
    <div className={styles.actions}>
      <Button danger size="small" onClick={() => setDeciding({ request, decision: 'erase' })}>
        Erase account
      </Button>
      <Button size="small" onClick={() => setDeciding({ request, decision: 'refuse' })}>
        Refuse
      </Button>
    </div>
  );
  const shown = list === 'pending' ? WAITING : DECIDED;
  const columns: ColumnsType<StaffErasureRequest> = [
    ...shown.map((column) => ({ key: column.key, title: column.title, width: column.width, render: (_: unknown, request: StaffErasureRequest) => column.cell(request) })),
    ...(list === 'pending' ? [{ key: 'actions', title: 'Decision', width: 200, render: (_: unknown, request: StaffErasureRequest) => actions(request) }] : []),
  ];
  const emptyText = requests.isError ? describeError(requests.error) : list === 'pending' ? 'No requests waiting.' : 'No requests decided yet.';
  const loading = requests.isPending || requests.isPlaceholderData;

  return (
    <AdminPage
      title="Erasure requests"
      intro="Patients who asked for their account to be deleted. Erasing removes what the law lets us remove and keeps prescriptions, the register, dispatch and payment records, restricted. Refusing needs a reason, which the patient is emailed."
    >
      <Tabs
        activeKey={list}
        onChange={(key) => void navigate({ search: validateErasureRequestsSearch({ list: key }) })}
        items={[
          { key: 'pending', label: 'Waiting' },
          { key: 'decided', label: 'Decided' },
        ]}
      />
      {requests.isError && <Alert type="error" showIcon title={describeError(requests.error)} />}
      {!wide && (
        <ErasureRequestCards
          requests={requests.data?.data}
          loading={loading}
          emptyText={emptyText}
          facts={(request) => shown.map((column) => ({ label: column.title, content: column.cell(request) }))}
          actions={list === 'pending' ? actions : undefined}
        />
      )}
      <Table<StaffErasureRequest>
        className={wide ? undefined : styles.pagerOnly}
        size="small"
        rowKey="id"
        loading={loading}
        dataSource={requests.data?.data}
        columns={columns}
        scroll={{ x: 900 }}
        locale={{ emptyText }}
        pagination={{
          current: page,
          pageSize: ERASURE_REQUESTS_PER_PAGE,
          total: requests.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => void navigate({ search: validateErasureRequestsSearch({ list, page: next }) }),
        }}
      />
      {deciding && <DecisionDialog request={deciding.request} decision={deciding.decision} onClose={() => setDeciding(undefined)} />}
    </AdminPage>
  );
}
