import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CHAT_AUTHORS } from '../../domain/chat-author';
import { PageField, PageSizeField } from '../../../../shared/http/field-rules';
import { CONVERSATION_ORDERS, type ConversationOrder } from '../../application/queries/list-chat-conversations/list-chat-conversations.query';

/** The text is checked (blank, too long) by the chat log itself, so customers and staff get the same rule and wording. */
const MessageField = () => ApiProperty({ description: 'Plain text; blank messages are refused', maxLength: 2000, example: 'Is it fine to use with SPF 50?' });

export class ChatMessageItem {
  @ApiProperty() id: number;
  @ApiProperty() sender_id: number;
  @ApiProperty({ description: 'Plain text, never markup' }) content_plain: string;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ enum: [0, 1], description: '1 when the message came to the reader (the team’s replies for a customer, the customer’s messages for staff)' })
  is_incoming: 0 | 1;
  @ApiProperty({ enum: CHAT_AUTHORS }) from: 'customer' | 'team';
}

export class ChatMessagesResponse {
  @ApiProperty({ type: [ChatMessageItem], description: 'Newest first; an empty page means there are no older messages' })
  messages: ChatMessageItem[];
}

export class CustomerChatPageQuery {
  @ApiPropertyOptional({ description: 'Only messages older than this one (the last id of the previous page)' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'last_id must be a whole number.' })
  @Min(1, { message: 'last_id must be a whole number.' })
  last_id?: number;
}

export class CustomerChatMessageRequest {
  @MessageField()
  // class-validator checks the decorator nearest the property first: the type before the length.
  @MaxLength(10_000, { message: 'Please keep messages under 2000 characters.' })
  @IsString({ message: 'Please write a message before sending.' })
  message: string;
}

export class AdminUserChatQuery extends CustomerChatPageQuery {
  @ApiProperty({ description: 'The customer' })
  @Type(() => Number)
  @IsInt({ message: 'user_id must be a whole number.' })
  @Min(1, { message: 'user_id must be a whole number.' })
  user_id: number;
}

export class AdminChatCustomerQuery {
  @ApiProperty({ description: 'The customer' })
  @Type(() => Number)
  @IsInt({ message: 'user_id must be a whole number.' })
  @Min(1, { message: 'user_id must be a whole number.' })
  user_id: number;
}

export class AdminChatReplyRequest extends CustomerChatMessageRequest {
  @ApiProperty({ description: 'The customer' })
  @Type(() => Number)
  @IsInt({ message: 'user_id must be a whole number.' })
  @Min(1, { message: 'user_id must be a whole number.' })
  user_id: number;
}

export class AdminChatListQuery {
  @ApiPropertyOptional({ description: 'Part of the customer’s name or email; trimmed and lower-cased' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsString({ message: 'keyword must be text.' })
  @MaxLength(100, { message: 'Please search with at most 100 characters.' })
  keyword?: string;

  @PageField()
  page: number = 1;

  @PageSizeField({ defaultSize: 10, max: 100 })
  perPage: number = 10;

  @ApiPropertyOptional({ enum: CONVERSATION_ORDERS, default: 'latest', description: "'unanswered' lists conversations waiting for an answer first, longest wait first" })
  @IsOptional()
  @IsIn([...CONVERSATION_ORDERS], { message: "order must be 'latest' or 'unanswered'." })
  order: ConversationOrder = 'latest';
}

export class ChatListRowItem {
  @ApiProperty({ description: 'The customer’s user id' }) id: number;
  @ApiProperty() fname: string;
  @ApiProperty() sname: string;
  @ApiProperty() email: string;
  @ApiProperty() last_message: string;
  @ApiProperty({ enum: [0, 1], description: '1 when the last message came from the customer' }) is_incoming: 0 | 1;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) last_message_at: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'Since when the customer has waited for an answer' })
  awaiting_reply_since: string | null;
}

export class ChatListResponse {
  @ApiProperty() total: number;
  @ApiProperty({ type: [ChatListRowItem] }) data: ChatListRowItem[];
}

export class ChatCustomerUser {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() surname: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) mobile: string | null;
  @ApiProperty({ format: 'date-time' }) created_at: string;
}

export class ChatCustomerSubscription {
  @ApiProperty() id: number;
  @ApiProperty() status: string;
  @ApiProperty({ type: String, nullable: true }) stripe_subscription_id: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date' }) due_at: string | null;
}

export class ChatCustomerResponse {
  @ApiProperty({ type: ChatCustomerUser }) user: ChatCustomerUser;
  @ApiProperty({ type: [ChatCustomerSubscription], description: 'Treatments still running' }) subscriptions: ChatCustomerSubscription[];
}
