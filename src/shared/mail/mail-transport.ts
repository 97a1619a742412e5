import type * as Nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** An SMTP relay's URL, or the JSON transport that builds each message without sending it. */
export type MailTransportOptions = string | { jsonTransport: true };

/**
 * nodemailer's transport, made on the first message: nodemailer is some sixty modules that an API
 * process starting up, or one that never mails, need not load (issue 20's cold start).
 */
export function mailTransport(options: MailTransportOptions): () => Transporter {
  let transport: Transporter | undefined;
  return () => (transport ??= (require('nodemailer') as typeof Nodemailer).createTransport(options as string));
}
