import { Controller, Get, Header, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { Access } from '../../../shared/auth/access.decorator';
import { ListMailboxQuery, MailboxEntry } from '../application/queries/list-mailbox/list-mailbox.query';
import escapeHtml from 'escape-html';

class MailboxFilter {
  @IsOptional()
  @MaxLength(254)
  @IsEmail({}, { message: 'to must be an email address' })
  to?: string;
}

/**
 * The local mailbox, outside production only: emails the shop would have sent,
 * so a developer or a test can read a verification code. Answers 404 in production.
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
      .map(
        (message) =>
          `<article><h2>${escapeHtml(message.subject)}</h2><p>To <strong>${escapeHtml(message.to)}</strong> at ${escapeHtml(message.sent_at)}</p><pre>${escapeHtml(message.text)}</pre></article>`,
      )
      .join('');
    return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Dev mailbox</title></head><body><h1>Dev mailbox</h1><p>Emails kept locally because SMTP_URL is not set, newest first. Filter with ?to=EMAIL.</p>${items || '<p>No emails yet.</p>'}</body></html>`;
  }
}
