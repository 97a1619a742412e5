/** The prescription being checked, kept in the URL so a link from elsewhere opens its answer. */
export interface SignatureSearch {
  ref?: string;
}

export function validateSignatureSearch(search: Record<string, unknown>): SignatureSearch {
  const ref = typeof search.ref === 'string' || typeof search.ref === 'number' ? String(search.ref).trim().toUpperCase() : '';
  return { ref: /^(PRX)?\d{1,9}$/.test(ref) ? ref : undefined };
}
