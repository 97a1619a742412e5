/** The query key of the Responsible Pharmacist record; a sign-in or sign-out reads it again. */
export const responsiblePharmacistRecordsKey = ['admin', 'responsible-pharmacist', 'records'] as const;
