/**
 * A tracking number in the UPU S10 form Royal Mail uses: two letters, eight digits, a
 * check digit and 'GB'. The check digit lets staff spot a mistyped number.
 */
export function s10TrackingNumber(prefix: string, serial: number): string {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  return `${prefix}${digits}${s10CheckDigit(digits)}GB`;
}

export function s10CheckDigit(digits: string): number {
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const sum = digits.split('').reduce((total, digit, index) => total + Number(digit) * weights[index], 0);
  const check = 11 - (sum % 11);
  return check === 10 ? 0 : check === 11 ? 5 : check;
}
