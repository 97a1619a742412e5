/** What an erased account's name fields read, wherever a kept record shows them. */
export const ERASED_NAME = 'Erased';

/**
 * A unique address nobody can receive mail at (.invalid is reserved, RFC 2606), so the
 * person's own address is free to register again.
 */
export const erasedEmailFor = (userId: number) => `erased-${userId}@erased.invalid`;

/** Not an argon2 hash: no password can ever match it (PasswordHasher.matches answers false). */
export const UNUSABLE_PASSWORD_HASH = '!erased';
