import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback } from 'react';
import Alert from 'antd/es/alert';
import Card from 'antd/es/card';
import { ConsultationSubmissions } from '../../../components/admin/consultation-submissions';
import { ChatPanel } from '../../../components/chat/chat-panel';
import type { ChatMessage, ChatStreamEvent } from '../../../components/chat/chat-types';
import { useChatThread } from '../../../components/chat/use-chat-thread';
import { ApiError } from '../../../lib/api/api-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ADMIN_CHAT_EVENTS_URL } from '../api/chat-events';
import { getCustomerChatPage } from '../api/get-customer-chat-page';
import { sendTeamReply } from '../api/send-team-reply';
import { useChatCustomer } from '../api/get-chat-customer';
import { ActiveSubscriptionsCard } from './active-subscriptions-card';
import { ProgressPhotosCard } from './progress-photos-card';
import { UserInfoCard } from './user-info-card';
import styles from './admin-chat-page.module.css';
import sideCards from './side-cards.module.css';

const route = getRouteApi('/v2/admin/chat/$id');
const isOwn = (message: ChatMessage) => message.from === 'team';

/** /v2/admin/chat/{id}: one customer's conversation, with who they are, their treatments, consultations and photos beside it. */
export function AdminChatPage() {
  const { id } = route.useParams();
  const userId = Number(id);
  useDocumentTitle('Customer chat');
  const customer = useChatCustomer(userId);
  // Nobody to write to: no message box, just the way back.
  const missing = customer.error instanceof ApiError && customer.error.status === 404;

  return (
    <>
      <div className={styles.page}>
        <p className={styles.back}>
          <Link to="/v2/admin/chats">← All conversations</Link>
        </p>
        {missing ? (
          <Alert type="warning" showIcon title={`There is no customer #${userId}.`} action={<Link to="/v2/admin/chats">Back to the list</Link>} />
        ) : (
          <CustomerWorkspace userId={userId} />
        )}
      </div>
    </>
  );
}

/** The conversation, with who the customer is, their treatments, consultations and photos beside it. */
function CustomerWorkspace({ userId }: { userId: number }) {
  return (
    <div className={styles.layout}>
      <div className={styles.chat}>
        {/* Keyed by customer: opening another conversation starts a fresh thread. */}
        <CustomerConversation key={userId} userId={userId} />
      </div>
      <aside className={styles.side} aria-label="About this customer">
        <UserInfoCard userId={userId} />
        <ActiveSubscriptionsCard userId={userId} />
        <ProgressPhotosCard userId={userId} />
      </aside>
      <div className={styles.consultations}>
        <Card title="Consultations" size="small" className={sideCards.card}>
          <ConsultationSubmissions userId={userId} />
        </Card>
      </div>
    </div>
  );
}

function CustomerConversation({ userId }: { userId: number }) {
  const fetchPage = useCallback((lastId?: number) => getCustomerChatPage(userId, lastId), [userId]);
  // The team's stream carries every conversation; this thread keeps this customer's.
  const follows = useCallback((event: ChatStreamEvent) => event.customer_id === userId, [userId]);
  const send = useCallback((text: string) => sendTeamReply(userId, text), [userId]);
  const thread = useChatThread({ fetchPage, eventsUrl: ADMIN_CHAT_EVENTS_URL, follows });
  return <ChatPanel title="Customer Support" thread={thread} isOwn={isOwn} ownName="Team" otherName="Customer" send={send} dense />;
}
