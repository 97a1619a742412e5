/** README.txt at the top of every copy of a patient's data: what each file holds, in plain words. */
export function exportReadme(generatedAt: string, missingPhotos: number): string {
  return `YOUR DATA
=========

This is a copy of the personal data we hold about you, as you asked for it
(UK GDPR Article 15). It was prepared on ${generatedAt}.

Files
-----
profile.json            Your account: name, email, phone numbers, date of birth,
                        sex at birth, referral code, when you joined, and any note
                        our clinical team keeps about you.
addresses.json          The delivery and billing addresses you gave us.
consultations.json      Every consultation you started or sent, with your answers
                        worded as you saw the questions, the points your answers
                        raised for the prescriber, and which photo files answer
                        which question.
progress-photos.json    The progress photos you added, and their files.
prescriptions.json      Your prescriptions as written, any review where our
                        prescriber decided not to prescribe (with their reason),
                        and the pharmacy register entries for what we supplied.
orders.json             Your treatments (orders), each supply with its price,
                        status and tracking number, and each dispatch.
payments.json           Every payment we took or tried to take, with the payment
                        provider's reference, and the cards you saved (brand, last
                        four digits and expiry only: we never hold card numbers).
gp.json                 Your GP practice and whether you agreed to us telling them
                        (for each treatment), any reason our prescriber gave for
                        prescribing without telling your GP, and the letters we
                        sent your practice (when, to which practice, and whether
                        it was sent).
check-ins.json          Your check-ins before a later supply: your answers worded
                        as you saw the questions, the dates, the photo files you
                        sent, and our prescriber's decision and message.
identity-checks.json    Your identity checks: who checked, the result, the dates
                        and the name you typed; and your document and selfie
                        photo files while we still hold them (we delete them a
                        while after the check is decided, as our privacy notice
                        says).
chat.json               Your messages with our team, and your newsletter sign-up.
text-messages.json      Whether we may text you, the number, and when you opted
                        in and out (null if you were never asked).
audit.json              Our record of what was done on your account and when:
                        changes you or our team made, and each time our team
                        looked at your photos.
photos/                 Your consultation, progress, check-in and identity photos.

Notes
-----
- Times are in UTC, written as ISO 8601 (2026-03-05T14:05:00.000Z).
- Amounts are in pence: 2420 means £24.20.
- Who in our team answered a message or made a change is shown as "our team".
${missingPhotos > 0 ? `- ${missingPhotos} photo file(s) could not be read when this copy was made; tell us and we will look into it.\n` : ''}
Questions, or something wrong?
------------------------------
Message our team from your account, or reply to the email that told you this
copy was ready. You can also ask us to correct your data or delete your account
from your account page.
`;
}
