import { Lifecycle } from '../../../shared/domain/lifecycle';

export const CHECK_IN_STATUSES = ['open', 'answered', 'continued', 'adjusted', 'paused'] as const;
export type CheckInStatus = (typeof CHECK_IN_STATUSES)[number];

/** A check-in's lifecycle: every change of `check_in.status` is one of these transitions. */
export const CHECK_IN_LIFECYCLE = Lifecycle.of<CheckInStatus>()({
  name: 'check-in',
  codePrefix: 'CHECK_IN',
  initial: 'open',
  states: {
    open: 'Asked for: the customer has not answered yet; the renewal waits up to CHECK_IN_WAIT_DAYS.',
    answered: 'The customer answered with new photos; a prescriber reviews it.',
    continued: 'A prescriber read it and the treatment goes on as prescribed.',
    adjusted: 'A prescriber changed the formula through a new prescription (an approved change of medicine).',
    paused: 'A prescriber paused the treatment and wrote to the patient.',
  },
  transitions: {
    answer: { from: ['open'], to: 'answered', by: ['customer'], means: 'The customer sends the answers and new photos.' },
    continue: { from: ['open', 'answered'], to: 'continued', by: ['prescriber'], means: 'Continue: the held renewal goes ahead at the next run.' },
    adjust: { from: ['open', 'answered'], to: 'adjusted', by: ['prescriber'], means: 'A new prescription for a changed medicine is issued while the check-in is waiting.' },
    pause: { from: ['open', 'answered'], to: 'paused', by: ['prescriber'], means: 'Pause: the subscription is paused until a date and the patient gets the message in the chat.' },
  },
});
