import { EntityManager } from '@mikro-orm/postgresql';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { arrayLiteral } from '../../../../../shared/database/array-literal';
import { readRows } from '../../../../../shared/database/read-rows';
import { IDENTITY_DECLINE_REASON } from '../../commands/decline-for-failed-identity-check/decline-for-failed-identity-check.command';
import { ListDeclinesForPatientQuery, type PatientDecline } from './list-declines-for-patient.query';

interface DeclineRow {
  subscriptionId: number;
  identityCheck: boolean;
  patientReason: string | null;
  declinedAt: string;
}

/**
 * By review_decline's unique subscription key, and the patient's id too, so another patient's
 * decline is never read. The internal note is compared in the database and never selected.
 */
@QueryHandler(ListDeclinesForPatientQuery)
export class ListDeclinesForPatientHandler implements IQueryHandler<ListDeclinesForPatientQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ patientUserId, subscriptionIds }: ListDeclinesForPatientQuery): Promise<PatientDecline[]> {
    if (subscriptionIds.length === 0) return [];
    const rows = await readRows<DeclineRow>(
      this.em,
      `select subscription_id as "subscriptionId", reason = ? as "identityCheck", patient_reason as "patientReason", declined_at as "declinedAt"
         from review_decline where subscription_id = any(?::int[]) and patient_user_id = ?`,
      [IDENTITY_DECLINE_REASON, arrayLiteral(subscriptionIds), patientUserId],
    );
    return rows.map(({ subscriptionId, identityCheck, patientReason, declinedAt }) => ({
      subscriptionId,
      cause: identityCheck ? 'identity_check' : 'prescriber',
      patientReason,
      declinedAt: new Date(declinedAt),
    }));
  }
}
