export type InvoiceKind = 'rental' | 'sale';

const prefixes: Record<InvoiceKind, string> = { rental: 'RNT', sale: 'SAL' };

/**
 * §9 invoice numbers: RNT or SAL, the last 6 digits of the timestamp (ms), then 3 random
 * uppercase letters A-Z. `random` returns [0, 1) like Math.random.
 */
export function invoiceNumber(kind: InvoiceKind, now: Date, random: () => number): string {
  const digits = String(now.getTime()).slice(-6).padStart(6, '0');
  let letters = '';
  for (let i = 0; i < 3; i++) {
    const index = Math.min(25, Math.max(0, Math.floor(random() * 26)));
    letters += String.fromCharCode(65 + index);
  }
  return `${prefixes[kind]}${digits}${letters}`;
}
