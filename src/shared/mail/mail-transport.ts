import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** An SMTP relay's URL, or the JSON transport that builds each message without sending it. */
type MailTransportOptions = string | { jsonTransport: true };

/**
 * nodemailer's transport, made on the first message: nodemailer is 39 modules that an API process
 * starting up, or one that never mails, need not load (issue 20's cold start).
 */
export function mailTransport(options: MailTransportOptions): () => Transporter {
  let transport: Transporter | undefined;
  return () => {
    if (transport) return transport;
    const { createTransport } = require('nodemailer') as typeof Nodemailer;
    // Two calls, one per overload: nodemailer types an SMTP URL and the JSON transport apart.
    transport = typeof options === 'string' ? createTransport(options) : createTransport(options);
    return transport;
  };
}
