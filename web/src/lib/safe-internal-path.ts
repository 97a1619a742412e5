/**
 * Returns `value` only when it is a path on this site, so `?next=` and `?back=`
 * cannot send a visitor to another origin (open redirect).
 */
export function toSafeInternalPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  // Browsers read "//host" and "/\host" as protocol-relative URLs.
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined;
  try {
    const origin = window.location.origin;
    return new URL(value, origin).origin === origin ? value : undefined;
  } catch {
    return undefined;
  }
}
