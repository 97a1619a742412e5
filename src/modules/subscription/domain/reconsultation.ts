import { isConsultationType } from '../../../shared/domain/consultation-types';

/** Where a customer whose prescription allows no more supplies takes the short consultation for their condition. */
export function reconsultationPath(condition: string): string {
  return `/consultation/${isConsultationType(condition) ? condition : 'generic'}`;
}
