import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsOptional, Matches, MaxLength } from 'class-validator';
import { Access } from '../../../shared/auth/access.decorator';
import { ListMailboxQuery, MailboxEntry } from '../application/queries/list-mailbox/list-mailbox.query';
import escapeHtml from 'escape-html';

class MailboxFilter {
  @IsOptional()
  @MaxLength(254)
  // An email address, or a number in E.164 for texts (+ is %2B in a query).
  @Matches(/^([^@\s]+@[^@\s]+\.[^@\s]+|\+[1-9]\d{6,14})$/, { message: 'to must be an email address or a phone number in E.164 (+447700900123)' })
  to?: string;
}

/**
 * The local mailbox, outside production only: emails and texts the shop would have sent,
 * so a developer or a test can read a verification code or a text. Answers 404 in production.
 */
@ApiExcludeController()
@Access('development')
@Controller('dev')
export class DevMailboxController {
  constructor(private readonly queries: QueryBus) {}

  @Get('mailbox.json')
  messages(@Query() filter: MailboxFilter): Promise<MailboxEntry[]> {
    return this.queries.execute(new ListMailboxQuery(filter.to));
  }

  @Get('mailbox')
  @Header('Content-Type', 'text/html; charset=utf-8')
  async page(@Query() filter: MailboxFilter): Promise<string> {
    const messages = await this.queries.execute(new ListMailboxQuery(filter.to));
    const items = messages
      .map((message) =>
        message.kind === 'sms'
          ? `<article><h2>Text message</h2><p>To <strong>${escapeHtml(message.to)}</strong> at ${escapeHtml(message.sent_at)}</p><pre>${escapeHtml(message.body)}</pre></article>`
          : `<article><h2>${escapeHtml(message.subject)}</h2><p>To <strong>${escapeHtml(message.to)}</strong> at ${escapeHtml(message.sent_at)}</p><pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('');
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1><p>Emails kept locally because SMTP_URL is not set, and texts because the Twilio settings are not, newest first. Filter with ?to=EMAIL or ?to=%2B447700900123.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
  }
}
