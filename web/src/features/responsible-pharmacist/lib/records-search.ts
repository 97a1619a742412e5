export const RECORDS_PER_PAGE = 20;

/** The record's page in the address: /v2/admin/responsible-pharmacist?page=2. */
export function validateRecordsSearch(search: Record<string, unknown>): { page?: number } {
  const page = Number(search.page);
  return Number.isInteger(page) && page > 1 && page <= 100_000 ? { page } : {};
}
