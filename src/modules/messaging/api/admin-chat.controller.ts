import { Body, Controller, Get, HttpCode, MessageEvent, Post, Query, Req, Sse } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SessionEnds } from '../../../shared/auth/session-ends';
import { SendTeamChatReplyCommand } from '../application/commands/send-team-chat-reply/send-team-chat-reply.command';
import { GetChatCustomerQuery } from '../application/queries/get-chat-customer/get-chat-customer.query';
import { ListChatConversationsQuery } from '../application/queries/list-chat-conversations/list-chat-conversations.query';
import { ListChatMessagesQuery } from '../application/queries/list-chat-messages/list-chat-messages.query';
import { ChatLiveEvents } from '../infrastructure/chat-live-events';
import { ChatStreamSlots } from '../infrastructure/chat-stream-slots';
import { chatEventStream } from './chat-event-stream';
import {
  AdminChatCustomerQuery,
  AdminChatListQuery,
  AdminChatReplyRequest,
  AdminUserChatQuery,
  ChatCustomerResponse,
  ChatListResponse,
  ChatMessageItem,
  ChatMessagesResponse,
} from './dto/chat.dto';

/** The team's side of the customer chat (spec §7 Admin). */
@ApiTags('admin')
@Access('admin')
@Controller('v2/admin')
export class AdminChatController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly live: ChatLiveEvents,
    private readonly slots: ChatStreamSlots,
    private readonly sessionEnds: SessionEnds,
  ) {}

  @Get('data/get-chats')
  @ApiOkResponse({ type: ChatListResponse })
  conversations(@Query() query: AdminChatListQuery): Promise<ChatListResponse> {
    return this.queries.execute(new ListChatConversationsQuery(query.keyword, query.page, query.perPage, query.order));
  }

  @Get('data/get-user-chat')
  @ApiOkResponse({ type: ChatMessagesResponse })
  async messages(@Query() query: AdminUserChatQuery): Promise<ChatMessagesResponse> {
    return { messages: await this.queries.execute(new ListChatMessagesQuery(query.user_id, query.last_id, 'team')) };
  }

  @Get('data/get-chat-customer')
  @ApiOkResponse({ type: ChatCustomerResponse })
  customer(@Query() query: AdminChatCustomerQuery): Promise<ChatCustomerResponse> {
    return this.queries.execute(new GetChatCustomerQuery(query.user_id));
  }

  @Post('form/send-user-chat')
  @HttpCode(200)
  @ApiOkResponse({ type: ChatMessageItem })
  reply(@CurrentUser() staff: Principal, @Body() body: AdminChatReplyRequest): Promise<ChatMessageItem> {
    return this.commands.execute(new SendTeamChatReplyCommand(staff.id, body.user_id, body.message));
  }

  /** Every new message in every conversation, for the list and the open conversation. */
  @Sse('data/chat-events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: "Server-sent events: 'ready' once listening, then 'message' with { customer_id, message } per new message" })
  events(@Req() request: Request): Observable<MessageEvent> {
    return chatEventStream(request, { live: this.live, slots: this.slots, sessionEnds: this.sessionEnds, reader: 'team', follows: () => true });
  }
}
