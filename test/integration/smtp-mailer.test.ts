import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { renderEmail } from '../../src/modules/messaging/domain/email-templates';
import { SmtpMailer } from '../../src/modules/messaging/infrastructure/mailer';
import { eventually } from '../support/test-app';

/** The real SMTP adapter against a local SMTP server standing in for the provider. */
describe('SmtpMailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the rendered email with its plain-text and HTML parts', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'hello@example.com');
    await mailer.send('chloe@example.com', renderEmail('verification-code', { code: '482913', firstName: 'Chloe', minutes: '15' }));

    expect(received).toHaveLength(1);
    expect(received[0].from).toBe('hello@example.com');
    expect(received[0].to).toEqual(['chloe@example.com']);
    expect(received[0].raw).toContain('Subject: 482913 is your verification code');
    expect(received[0].raw).toContain('Content-Type: text/plain');
    expect(received[0].raw).toContain('Content-Type: text/html');
    mailer.onApplicationShutdown();
  });

  it('sends many emails over one pooled connection, which it closes as the application shuts down', async () => {
    const sessions = { opened: 0, closed: 0 };
    const counting = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onConnect: (_session, callback) => {
        sessions.opened += 1;
        callback();
      },
      onClose: () => {
        sessions.closed += 1;
      },
      onData: (stream, _session, callback) => stream.on('end', () => callback()).resume(),
    });
    await new Promise<void>((resolve) => counting.listen(0, '127.0.0.1', resolve));
    const countingPort = (counting.server.address() as AddressInfo).port;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${countingPort}`, 'hello@example.com');
    for (const firstName of ['Chloe', 'Priya', 'Sam', 'Aisha']) await mailer.send(`${firstName.toLowerCase()}@example.com`, renderEmail('verification-code', { code: '1', firstName, minutes: '15' }));
    expect(sessions).toEqual({ opened: 1, closed: 0 });

    mailer.onApplicationShutdown();
    await eventually(async () => (sessions.closed === 1 ? true : undefined), 5_000);
    expect(sessions).toEqual({ opened: 1, closed: 1 });
    await new Promise<void>((resolve) => counting.close(() => resolve()));
  });

  it('fails loudly when the server refuses the recipient, so the job is retried', async () => {
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (_address, _session, callback) => callback(new Error('Mailbox unavailable')),
    });
    await new Promise<void>((resolve) => refusing.listen(0, '127.0.0.1', resolve));
    const refusingPort = (refusing.server.address() as AddressInfo).port;
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${refusingPort}`, 'hello@example.com');
    await expect(mailer.send('nobody@example.com', renderEmail('verification-code', { code: '1', firstName: '', minutes: '15' }))).rejects.toThrow(/Mailbox unavailable/);
    mailer.onApplicationShutdown();
    await new Promise<void>((resolve) => refusing.close(() => resolve()));
  });
});
