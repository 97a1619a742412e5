import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** An SMTP relay's URL, or the JSON transport that builds each message without sending it. */
type MailTransportOptions = string | { jsonTransport: true };

/**
 * nodemailer's transport, made on the first message: nodemailer is 39 modules that an API process
 * starting up, or one that never mails, need not load (issue 20's cold start).
 *
 * An SMTP relay is reached through a pool of connections, each carrying many messages: a renewal
 * batch's hundreds of receipts would otherwise open, greet and authenticate one connection each.
 * Parameters in the URL (`?pool=false`, `maxConnections=`, `maxMessages=`) override the pool's
 * defaults. The adapter that owns it closes it as the application shuts down.
 */
export class MailTransport {
  private transport: Transporter | undefined;

  constructor(private readonly options: MailTransportOptions) {}

  get(): Transporter {
    if (this.transport) return this.transport;
    const { createTransport } = require('nodemailer') as typeof Nodemailer;
    this.transport = typeof this.options === 'string' ? createTransport({ url: this.options, pool: true }) : createTransport(this.options);
    return this.transport;
  }

  /** Closes the pool's connections once their messages are sent; a message after this opens a new one rather than being lost. */
  close(): void {
    this.transport?.close();
    this.transport = undefined;
  }
}
