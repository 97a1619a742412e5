import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { arrayLiteral } from '../../../shared/database/array-literal';
import { TransactionReads } from '../../../shared/database/transaction-reads';
import type { SexAtBirth } from '../infrastructure/user.entity';
import type { PatientDetails } from './queries/get-patient-details/get-patient-details.query';

interface PatientRow {
  id: number;
  first_name: string | null;
  last_name: string | null;
  email: string;
  mobile: string | null;
  birth_date: string | null;
  sex_at_birth: SexAtBirth | null;
}

const PATIENT_COLUMNS = 'id, first_name, last_name, email, mobile, birth_date::text as birth_date, sex_at_birth';

/**
 * Plain SQL for the columns asked for: every email the shop sends starts here (a renewal batch
 * asks thousands of times a minute), and an ORM find costs twice as much CPU. A batch reads its
 * patients ahead in one statement (ReadPatientsAheadQuery): a detail that changes meanwhile, in
 * another transaction, is one the renewal's receipt would have missed by milliseconds anyway.
 */
@Injectable()
export class PatientDetailsReads {
  private readonly readsAhead = new TransactionReads<number, PatientDetails | null>();

  constructor(private readonly em: EntityManager) {}

  async readAhead(userIds: readonly number[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.readsAhead.readAhead(this.em, async () => {
      const found = new Map((await this.select('where id = any(?::int[])', [arrayLiteral(userIds)])).map((row) => [row.id, detailsOf(row)]));
      return userIds.map((userId) => [userId, found.get(userId) ?? null]);
    });
  }

  of(userId: number): Promise<PatientDetails | null> {
    return this.readsAhead.get(this.em, userId, async () => {
      const [row] = await this.select('where id = ?', [userId]);
      return row ? detailsOf(row) : null;
    });
  }

  private select(where: string, params: unknown[]): Promise<PatientRow[]> {
    return this.em.getConnection().execute<PatientRow[]>(`select ${PATIENT_COLUMNS} from users ${where}`, params, 'all', this.em.getTransactionContext());
  }
}

function detailsOf(user: PatientRow): PatientDetails {
  return {
    id: user.id,
    firstName: user.first_name ?? '',
    lastName: user.last_name ?? '',
    email: user.email,
    mobile: user.mobile ?? undefined,
    birthDate: user.birth_date ?? undefined,
    sexAtBirth: user.sex_at_birth ?? undefined,
  };
}
