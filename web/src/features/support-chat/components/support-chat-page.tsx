import { AntdProvider } from '../../../components/antd/antd-provider';
import { AccountPage } from '../../../components/layout/account-page';
import { ChatPanel } from '../../../components/chat/chat-panel';
import type { ChatMessage } from '../../../components/chat/chat-types';
import { useChatThread } from '../../../components/chat/use-chat-thread';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CUSTOMER_CHAT_EVENTS_URL } from '../api/chat-events';
import { getChatPage } from '../api/get-chat-page';
import { sendChatMessage } from '../api/send-chat-message';

const isOwn = (message: ChatMessage) => message.from === 'customer';
// The stream only ever carries this customer's own conversation.
const followsEverything = () => true;

/** /v2/profile/chat: the customer's conversation with the clinical team. */
export function SupportChatPage() {
  useDocumentTitle('Customer Support');
  const thread = useChatThread({ fetchPage: getChatPage, eventsUrl: CUSTOMER_CHAT_EVENTS_URL, follows: followsEverything });

  return (
    <AccountPage
      title="Customer Support"
      intro="Ask our clinical team anything about your treatment; we’ll email you when we reply. If you have a severe reaction, stop using your treatment and call NHS 111, or 999 in an emergency."
    >
      <AntdProvider>
        <ChatPanel title="Messages" thread={thread} isOwn={isOwn} ownName="You" otherName="Our team" send={sendChatMessage} />
      </AntdProvider>
    </AccountPage>
  );
}
