import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { SmsSender, type SentSms } from '../application/sms-sender';
import { MailboxMessage } from './mailbox-message.entity';

/**
 * Keeps texts in the dev mailbox beside the emails (no Twilio settings): `/dev/mailbox.json`
 * lists them with `kind: 'sms'`. No provider calls back here, so no inbound webhook is genuine.
 */
export class LocalMailboxSmsSender extends SmsSender {
  readonly provider = 'local' as const;

  constructor(private readonly em: EntityManager) {
    super();
  }

  async send(to: string, body: string): Promise<SentSms> {
    // Its own write, as LocalMailboxMailer's: the mailbox stands in for a send, which no transaction undoes.
    await this.em.fork().insert(Object.assign(new MailboxMessage(), { kind: 'sms', to, subject: '', text: body, html: '' }));
    return { sid: `SMlocal${randomBytes(15).toString('hex')}`, status: 'delivered' };
  }

  inboundSignatureMatches(): boolean {
    return false;
  }
}
