import { randomUUID } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Logger, MessageEvent, Post, Query, Req, Sse } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiProduces, ApiServiceUnavailableResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { Access } from '../../../shared/auth/access.decorator';
import { CurrentUser, type Principal } from '../../../shared/auth/principal';
import { SessionEnds } from '../../../shared/auth/session-ends';
import { ErrorBody } from '../../../shared/http/error-body';
import { RateLimiter } from '../../../shared/rate-limit/rate-limiter.service';
import { MarkChatSeenCommand } from '../application/commands/mark-chat-seen/mark-chat-seen.command';
import { SendCustomerChatMessageCommand } from '../application/commands/send-customer-chat-message/send-customer-chat-message.command';
import { ListChatMessagesQuery } from '../application/queries/list-chat-messages/list-chat-messages.query';
import { ChatLiveEvents } from '../infrastructure/chat-live-events';
import { ChatPresence } from '../infrastructure/chat-presence';
import { ChatStreamSlots } from '../infrastructure/chat-stream-slots';
import { chatEventStream } from './chat-event-stream';
import { CHAT_RATE_LIMITS } from './chat-rate-limits';
import { ChatMessageItem, ChatMessagesResponse, CustomerChatMessageRequest, CustomerChatPageQuery } from './dto/chat.dto';

/** The signed-in customer's conversation with the team (spec §7 Customer). Only their own: no call takes a customer id. */
@ApiTags('profile')
@Access('customer')
@Controller('v2/profile')
export class CustomerChatController {
  private readonly logger = new Logger(CustomerChatController.name);

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly live: ChatLiveEvents,
    private readonly presence: ChatPresence,
    private readonly limits: RateLimiter,
    private readonly slots: ChatStreamSlots,
    private readonly sessionEnds: SessionEnds,
  ) {}

  @Get('data/chat')
  @ApiOkResponse({ type: ChatMessagesResponse })
  async messages(@CurrentUser() customer: Principal, @Query() query: CustomerChatPageQuery): Promise<ChatMessagesResponse> {
    return { messages: await this.queries.execute(new ListChatMessagesQuery(customer.id, query.last_id, 'customer')) };
  }

  @Post('form/chat')
  @HttpCode(200)
  @ApiOkResponse({ type: ChatMessageItem })
  async send(@CurrentUser() customer: Principal, @Body() body: CustomerChatMessageRequest): Promise<ChatMessageItem> {
    await this.limits.consume(CHAT_RATE_LIMITS.customerMessages, String(customer.id));
    return this.commands.execute(new SendCustomerChatMessageCommand(customer.id, body.message));
  }

  /** Replies as they are written, while the chat page is open; being connected also counts as reading (no reply email). */
  @Sse('data/chat-events')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: "Server-sent events: 'ready' once listening, then 'message' with { customer_id, message } per new message" })
  @ApiTooManyRequestsResponse({ type: ErrorBody, description: 'Already 5 streams open for this customer, or 20 from this address (Retry-After)' })
  @ApiServiceUnavailableResponse({ type: ErrorBody, description: "This server's ceiling of open streams is reached (Retry-After)" })
  events(@CurrentUser() customer: Principal, @Req() request: Request): Observable<MessageEvent> {
    const connection = randomUUID();
    const seen = () => this.commands.execute(new MarkChatSeenCommand(customer.id));
    return chatEventStream(request, {
      live: this.live,
      slots: this.slots,
      sessionEnds: this.sessionEnds,
      reader: 'customer',
      follows: (event) => event.customerId === customer.id,
      onOpen: async () => {
        await this.presence.renew(customer.id, connection);
        await seen();
      },
      onKeepAlive: () => this.presence.renew(customer.id, connection),
      onClose: () => {
        void Promise.all([this.presence.leave(customer.id, connection), seen()]).catch((error: unknown) =>
          this.logger.warn({ err: error }, 'Could not record that a customer left the chat page'),
        );
      },
    });
  }
}
