import type { GpStatus } from '../domain/gp-sharing';
import type { GpDetails } from '../infrastructure/gp-details.entity';
import type { GpPractice } from '../infrastructure/gp-practice.entity';

export interface PracticeView {
  odsCode: string;
  name: string;
  /** Address lines, town last, without the postcode. */
  addressLines: string[];
  postcode: string;
}

export interface GpAnswerView {
  subscriptionId: number;
  status: GpStatus;
  practice: PracticeView | null;
  noGp: boolean;
  consentToShare: boolean;
  answeredAt: Date;
}

export const practiceView = (practice: GpPractice): PracticeView => ({
  odsCode: practice.odsCode,
  name: practice.name,
  addressLines: practice.address.split('\n').filter(Boolean),
  postcode: practice.postcode,
});

/** The practice as the answer recorded it, when the directory no longer lists it. */
export const answeredPractice = (details: GpDetails, practice: GpPractice | undefined): PracticeView | null =>
  practice ? practiceView(practice) : details.odsCode ? { odsCode: details.odsCode, name: details.practiceName ?? details.odsCode, addressLines: [], postcode: '' } : null;
