import { useQueryClient } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import Input from 'antd/es/input';
import Segmented from 'antd/es/segmented';
import Table, { type ColumnsType } from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useEffect, useState } from 'react';
import { describeError } from '../../../lib/api/api-error';
import { formatDateTime } from '../../../lib/format/format-date-time';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ADMIN_CHAT_EVENTS_URL } from '../api/chat-events';
import { CHAT_LIST_PAGE_SIZE, chatListQueryKey, type ChatListRow, useChatList } from '../api/get-chat-list';
import { useDebouncedValue } from '../lib/use-debounced-value';
import styles from './admin-chats-page.module.css';
import { adminPageStyles } from '../../../components/admin/admin-page';

/** antd's green tag text (#389e0d on its pale green) falls short of WCAG AA contrast: the same green, darker. */
const OUTGOING_TEXT = { color: '#135200' };

const route = getRouteApi('/v2/admin/chats');
/** Spec §9: the search waits for a 500 ms pause in typing. */
const SEARCH_DEBOUNCE_MS = 500;

const COLUMNS: ColumnsType<ChatListRow> = [
  {
    title: 'User',
    key: 'user',
    width: 200,
    render: (_, row) => (
      <span className={styles.user}>
        {/* A real link, so the conversation opens from the keyboard too; the whole row is clickable as well. */}
        <Link to="/v2/admin/chat/$id" params={{ id: String(row.id) }} className={styles.userLink}>
          {[row.fname, row.sname].filter(Boolean).join(' ') || 'Unnamed customer'}
        </Link>
        {row.awaiting_reply_since && <span className={styles.waiting}>Awaiting reply</span>}
      </span>
    ),
  },
  { title: 'Email', dataIndex: 'email', key: 'email', width: 240, ellipsis: true },
  { title: 'Last Message', dataIndex: 'last_message', key: 'last_message', ellipsis: true },
  {
    title: 'Direction',
    key: 'direction',
    width: 120,
    render: (_, row) => (row.is_incoming ? <Tag color="blue">Incoming</Tag> : <Tag color="green" style={OUTGOING_TEXT}>Outgoing</Tag>),
  },
  { title: 'Time', key: 'time', width: 180, render: (_, row) => formatDateTime(row.last_message_at) },
];

/** /v2/admin/chats: every customer conversation, searchable, newest or unanswered first, updated as messages arrive. */
export function AdminChatsPage() {
  useDocumentTitle('Customer chats');
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/v2/admin/chats' });
  const [typed, setTyped] = useState(search.keyword ?? '');
  const keyword = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const page = search.page ?? 1;
  const order = search.order ?? 'latest';
  const list = useChatList(search.keyword ?? '', page, order);
  useLiveListRefresh();

  // A new search starts again on page 1 (spec §9).
  useEffect(() => {
    if (keyword.trim() === (search.keyword ?? '').trim()) return;
    void navigate({ search: (previous) => ({ ...previous, keyword: keyword.trim() || undefined, page: undefined }), replace: true });
  }, [keyword, search.keyword, navigate]);

  return (
    <>
      <div className={styles.page}>
        <h1 className={styles.title}>Customer chats</h1>
        <div className={adminPageStyles.toolbar}>
          <Input.Search
            allowClear
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder="Search by customer..."
            aria-label="Search by customer"
            className={adminPageStyles.search}
          />
          <Segmented
            value={order}
            onChange={(value) => void navigate({ search: (previous) => ({ ...previous, order: value === 'unanswered' ? 'unanswered' : undefined, page: undefined }) })}
            options={[
              { label: 'Latest first', value: 'latest' },
              { label: 'Unanswered first', value: 'unanswered' },
            ]}
          />
        </div>
        {list.isError && (
          <p className={styles.error} role="alert">
            Sorry, we couldn’t load the conversations. {describeError(list.error)}
          </p>
        )}
        <Table<ChatListRow>
          rowKey="id"
          columns={COLUMNS}
          dataSource={list.data?.data ?? []}
          loading={list.isFetching}
          scroll={{ x: 760 }}
          locale={{ emptyText: search.keyword ? 'No conversations match this search.' : 'No conversations yet.' }}
          pagination={{
            current: page,
            pageSize: CHAT_LIST_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (next) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) }),
          }}
          onRow={(row) => ({
            onClick: () => void navigate({ to: '/v2/admin/chat/$id', params: { id: String(row.id) } }),
            className: styles.row,
          })}
        />
      </div>
    </>
  );
}

/** New messages anywhere change the list (order, last message, direction): refetch it as they arrive. */
function useLiveListRefresh() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const source = new EventSource(ADMIN_CHAT_EVENTS_URL, { withCredentials: true });
    source.addEventListener('message', () => void queryClient.invalidateQueries({ queryKey: chatListQueryKey }));
    return () => source.close();
  }, [queryClient]);
}
