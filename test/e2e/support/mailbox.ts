import { expect, type APIRequestContext } from '@playwright/test';

export interface MailboxEmail {
  subject: string;
  text: string;
}

/** The emails the server kept in its development mailbox for `email`, newest first. */
export async function emailsTo(request: APIRequestContext, email: string): Promise<MailboxEmail[]> {
  const mailbox = await request.get(`/dev/mailbox.json?to=${encodeURIComponent(email)}`);
  expect(mailbox.ok()).toBe(true);
  return (await mailbox.json()) as MailboxEmail[];
}

/** The 6-digit code of the newest email to `email` that has one, once it has arrived. */
export async function verificationCode(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        code = (await emailsTo(request, email)).map((message) => /\b(\d{6})\b/.exec(message.text)?.[1]).find(Boolean);
        return code;
      },
      { timeout: 15_000, message: `a verification email to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code!;
}
