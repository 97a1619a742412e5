import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { UndeliverableGpLetterError } from '../../src/modules/general-practice/application/gp-mailer';
import { SmtpGpMailer } from '../../src/modules/general-practice/infrastructure/gp-mailer.adapters';

/** The real GpMailer against a local SMTP server standing in for the relay (as smtp-mailer.test.ts does for customer emails). */
describe('SmtpGpMailer', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let mailer: SmtpGpMailer;
  const letter = { filename: 'gp-letter-41-7.pdf', content: Buffer.from('%PDF-1.7 a letter') };

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onRcptTo: (address, _session, callback) => callback(address.address.startsWith('full') ? new Error('Mailbox full') : undefined),
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '', to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    mailer = new SmtpGpMailer(`smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, 'pharmacy@example.com');
  });

  afterAll(async () => {
    mailer.onApplicationShutdown(); // its pooled connection, which the server's close waits for
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("sends the covering email to the practice's address with the letter attached as a PDF", async () => {
    await mailer.send({ to: 'practice.a81001@nhs.net', subject: 'Treatment prescribed for your patient Priya Shah', text: 'Dear Doctor, please find attached.', letter });

    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ from: 'pharmacy@example.com', to: ['practice.a81001@nhs.net'] });
    expect(received[0].raw).toContain('Subject: Treatment prescribed for your patient Priya Shah');
    expect(received[0].raw).toContain('Content-Type: application/pdf; name=gp-letter-41-7.pdf');
    expect(received[0].raw).toContain('Content-Disposition: attachment; filename=gp-letter-41-7.pdf');
    expect(received[0].raw).toContain(letter.content.toString('base64'));
  });

  it('fails loudly when the server refuses the practice, so the send is retried', async () => {
    await expect(mailer.send({ to: 'full@nhs.net', subject: 'A letter', text: 'Dear Doctor', letter })).rejects.toThrow(/Mailbox full/);
  });

  it("refuses the directory's placeholder address without contacting the server: it can never be delivered", async () => {
    const before = received.length;
    await expect(mailer.send({ to: 'gp.a81001@practice-email-unknown.invalid', subject: 'A letter', text: 'Dear Doctor', letter })).rejects.toBeInstanceOf(UndeliverableGpLetterError);
    expect(received).toHaveLength(before);
  });
});
