/** A GP letter on its way to a practice: a short covering email with the letter as a PDF. */
export interface GpLetterEmail {
  to: string;
  subject: string;
  text: string;
  letter: { filename: string; content: Buffer };
}

/**
 * The port GP letters leave through. The local adapter keeps them in the dev mailbox; the real
 * one sends them by SMTP to the practice's address (see infrastructure/gp-mailer.adapters.ts).
 */
export abstract class GpMailer {
  abstract send(email: GpLetterEmail): Promise<void>;
}

/** A send that can never succeed as things stand (no address known): recorded, not retried. */
export class UndeliverableGpLetterError extends Error {}
