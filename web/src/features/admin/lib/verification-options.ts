import type { VerificationRequest } from '../api/record-verification';

type Kind = VerificationRequest['kind'];
type Method = VerificationRequest['method'];

/** The ways to verify, as the server names them (safeguards' domain/verification.ts), each with its methods. */
export const VERIFICATION_KINDS: { value: Kind; label: string; methods: { value: Method; label: string }[] }[] = [
  {
    value: 'two_way_consultation',
    label: 'Two-way consultation with the patient',
    methods: [
      { value: 'video', label: 'Video call' },
      { value: 'phone', label: 'Phone call' },
      { value: 'chat', label: 'Real-time chat' },
    ],
  },
  {
    value: 'clinical_record',
    label: 'Clinical record seen',
    methods: [
      { value: 'summary_care_record', label: 'Summary Care Record' },
      { value: 'gp_record', label: 'GP record' },
    ],
  },
  {
    value: 'gp_confirmed',
    label: 'GP confirmed',
    methods: [
      { value: 'letter_reply', label: 'Reply to the GP letter' },
      { value: 'phone', label: 'Phone call with the practice' },
      { value: 'email', label: 'Email from the practice' },
    ],
  },
];

export const kindLabel = (kind: Kind) => VERIFICATION_KINDS.find((each) => each.value === kind)?.label ?? kind;
export const methodLabel = (kind: Kind, method: Method) => VERIFICATION_KINDS.find((each) => each.value === kind)?.methods.find((each) => each.value === method)?.label ?? method;

/** A `datetime-local` input's value for an instant, in the browser's own time (what the prescriber's clock shows). */
export function localDateTimeValue(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
