import type { FilterQuery } from '@mikro-orm/core';
import { parseScriptRef } from '../domain/register-row';
import type { PomRegisterEntry } from '../infrastructure/pom-register-entry.entity';

/** The register's filters (spec §7 GET /v2/admin/pom): dates dispensed inclusive, the rest 'contains'. */
export interface RegisterFilters {
  startDate?: string;
  endDate?: string;
  patient?: string;
  prescriber?: string;
  item?: string;
  /** Script Ref: 'PRX12' or 12. */
  scriptRef?: string;
}

const contains = (text: string) => ({ $ilike: `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%` });

export function registerWhere(filters: RegisterFilters): FilterQuery<PomRegisterEntry> {
  const where: FilterQuery<PomRegisterEntry>[] = [];
  if (filters.startDate) where.push({ dateDispensed: { $gte: filters.startDate } });
  if (filters.endDate) where.push({ dateDispensed: { $lte: filters.endDate } });
  if (filters.patient?.trim()) {
    const text = contains(filters.patient.trim());
    where.push({ $or: [{ patientName: text }, { patientAddress: text }] });
  }
  if (filters.prescriber?.trim()) where.push({ prescriberName: contains(filters.prescriber.trim()) });
  if (filters.item?.trim()) {
    const text = contains(filters.item.trim());
    where.push({ $or: [{ prescribedItem: text }, { itemCode: text }] });
  }
  if (filters.scriptRef?.trim()) where.push({ prescriptionId: parseScriptRef(filters.scriptRef) ?? -1 });
  return where.length ? { $and: where } : {};
}
