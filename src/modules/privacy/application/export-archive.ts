import { extname } from 'node:path';
import type { PersonalData } from './personal-data';

/** One file of the ZIP: JSON or text made here, or a photo read from private storage. */
export type ArchiveEntry = { name: string; contents: string } | { name: string; storagePath: string };

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40) || 'photo';

/**
 * How a person's data is laid out in their ZIP: one JSON file per part, and every photo as a
 * file the JSON points to by its name in the ZIP (never by our storage path).
 */
export function exportArchive(data: PersonalData, userId: number): ArchiveEntry[] {
  const photos: ArchiveEntry[] = [];
  const photoFile = (storagePath: string, folder: string, label: string) => {
    const name = `photos/${folder}/${String(photos.length + 1).padStart(3, '0')}-${slug(label)}${extname(storagePath) || '.jpg'}`;
    photos.push({ name, storagePath });
    return name;
  };

  const consultations = data.consultation.consultations.map((consultation) => ({
    ...consultation,
    answers: consultation.answers.map((answer) => ({ ...answer, photos: answer.photos.map((path) => photoFile(path, `consultation-${consultation.id}`, answer.question)) })),
  }));
  const progressPhotos = data.consultation.progressPhotos.map((photo) => ({ addedAt: photo.addedAt, file: photoFile(photo.storagePath, 'progress', photo.addedAt.slice(0, 10)) }));
  const checkIns = data.checkIn.checkIns.map((checkIn) => ({
    ...checkIn,
    photos: checkIn.photos.map((path) => photoFile(path, `check-in-${checkIn.id}`, `check-in-${checkIn.openedOn}`)),
  }));
  const identityChecks = data.identityChecks.identityChecks.map((check) => ({
    ...check,
    photos: check.photos.map((photo) => ({ kind: photo.kind, uploadedAt: photo.uploadedAt, file: photoFile(photo.storagePath, `identity-check-${check.id}`, photo.kind) })),
  }));

  return [
    { name: 'profile.json', contents: json(data.account.profile) },
    { name: 'addresses.json', contents: json(data.account.addresses) },
    { name: 'consultations.json', contents: json(consultations) },
    { name: 'progress-photos.json', contents: json(progressPhotos) },
    { name: 'prescriptions.json', contents: json({ prescriptions: data.prescribing.prescriptions, declinedReviews: data.prescribing.declines, registerEntries: data.prescribing.registerEntries }) },
    { name: 'orders.json', contents: json({ orders: data.subscription.subscriptions, dispatches: data.fulfilment.dispatches }) },
    { name: 'payments.json', contents: json({ payments: data.subscription.payments, savedCards: data.subscription.savedCards, referralCreditPence: data.subscription.referralCreditPence }) },
    { name: 'gp.json', contents: json(data.gp) },
    { name: 'check-ins.json', contents: json(checkIns) },
    { name: 'identity-checks.json', contents: json(identityChecks) },
    { name: 'chat.json', contents: json({ messages: data.messaging.chat, newsletterSignUp: data.messaging.newsletterSignUp }) },
    { name: 'text-messages.json', contents: json(data.messaging.textMessages) },
    {
      name: 'audit.json',
      contents: json(
        data.audit.map((entry) => ({
          at: entry.occurredAt,
          by: entry.actorId === userId ? 'you' : entry.actorId === null ? 'automatically' : 'our team',
          action: entry.action,
          summary: entry.summary,
          orderNumber: entry.subscriptionId === null ? null : `#${entry.subscriptionId}`,
          changes: entry.changes,
        })),
      ),
    },
    ...photos,
  ];
}
