import type { CheckInStatus } from './check-in.state-machine';

/** What the renewal engine does with a due supply, given the check-in for its prescription (if any). */
export type CheckInGate = 'not-needed' | 'open-and-hold' | 'hold' | 'ask-team-and-go' | 'go';

export interface GateInput {
  /** Which supply of the prescription this renewal would be (1 is the first, paid at checkout). */
  supplyNumber: number;
  /** CHECK_IN_BEFORE_SUPPLY: the supply a check-in comes before; 0 turns check-ins off. */
  beforeSupply: number;
  today: string;
  checkIn?: { status: CheckInStatus; waitUntil: string; needsPrescriber: boolean; teamAskedOn?: string | null };
}

/**
 * The rule: a renewal from the configured supply on waits for the check-in: opened (and held)
 * the first time, held while unanswered until its wait runs out, then the team is asked and
 * the supply goes ahead. Answers that need a prescriber (worse, severe side effects, pregnancy)
 * hold it until a prescriber decides; other answers release it.
 */
export function checkInGate({ supplyNumber, beforeSupply, today, checkIn }: GateInput): CheckInGate {
  if (beforeSupply < 1 || supplyNumber < beforeSupply) return 'not-needed';
  if (!checkIn) return 'open-and-hold';
  if (checkIn.status === 'open') {
    if (today < checkIn.waitUntil) return 'hold';
    return checkIn.teamAskedOn ? 'go' : 'ask-team-and-go';
  }
  if (checkIn.status === 'answered' && checkIn.needsPrescriber) return 'hold';
  return 'go';
}
