/**
 * A friend's share link (`/?promo_code=CODE`, spec §1) may be opened long before checkout:
 * the visitor reads the shop, takes the consultation and signs up first. The code is kept in
 * this browser until the checkout's promo box applies it once.
 */
const STORAGE_KEY = 'derm-shop.shared-promo-code';
const CODE_PATTERN = /^[A-Z0-9-]{3,40}$/;

export function rememberSharedPromoCode(search: string): void {
  const code = new URLSearchParams(search).get('promo_code')?.trim().toUpperCase();
  if (!code || !CODE_PATTERN.test(code)) return;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage refused (private mode, full): the friend can still type the code.
  }
}

export function sharedPromoCode(): string | undefined {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

export function forgetSharedPromoCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept, nothing to forget.
  }
}
