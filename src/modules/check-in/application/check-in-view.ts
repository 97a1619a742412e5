import type { CheckInAnswerRow } from '../domain/check-in-answers';
import { checkInQuestionnaire, CHECK_IN_PHOTOS, type CheckInQuestion } from '../domain/check-in-questionnaires';
import type { CheckInStatus } from '../domain/check-in.state-machine';
import type { CheckIn, CheckInPhoto } from '../infrastructure/check-in.entity';

/** A check-in as its owner and the clinical team see it. */
export interface CheckInView {
  id: number;
  subscription_id: number;
  treatment: string;
  supply_number: number;
  status: CheckInStatus;
  opened_on: string;
  wait_until: string;
  team_asked_on: string | null;
  needs_prescriber: boolean;
  answered_at: string | null;
  answers: CheckInAnswerRow[];
  photos: CheckInPhoto[];
  decided_at: string | null;
  decision_note: string | null;
  /** The questions to answer (the open check-in's form). */
  questions: CheckInQuestion[];
  photos_min: number;
  photos_max: number;
}

export const viewCheckIn = (checkIn: CheckIn): CheckInView => ({
  id: checkIn.id,
  subscription_id: checkIn.subscriptionId,
  treatment: checkIn.treatment,
  supply_number: checkIn.supplyNumber,
  status: checkIn.status,
  opened_on: checkIn.openedOn,
  wait_until: checkIn.waitUntil,
  team_asked_on: checkIn.teamAskedOn ?? null,
  needs_prescriber: checkIn.needsPrescriber,
  answered_at: checkIn.answeredAt?.toISOString() ?? null,
  answers: checkIn.answers,
  photos: checkIn.photos,
  decided_at: checkIn.decidedAt?.toISOString() ?? null,
  decision_note: checkIn.decisionNote ?? null,
  questions: checkInQuestionnaire(checkIn.condition).questions,
  photos_min: CHECK_IN_PHOTOS.min,
  photos_max: CHECK_IN_PHOTOS.max,
});
