/**
 * Issue 31 §1: how each money move was paid. Every fund entry carries a method; a cheque
 * also its number and bank (the Cash Close lists the cheques the drawer should hold).
 */
export const paymentMethods = ['cash', 'cheque', 'card', 'transfer'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export interface Payment {
  method: PaymentMethod;
  chequeNumber?: string | null | undefined;
  chequeBank?: string | null | undefined;
}

/** what a form left unsaid: cash, the counter's usual way */
export const CASH: Payment = { method: 'cash' };

export interface PaymentError {
  path: 'chequeNumber' | 'chequeBank';
  key: string;
}

/** a cheque names its number and its bank; the other methods carry neither */
export function paymentErrors(payment: Payment): PaymentError[] {
  if (payment.method !== 'cheque') return [];
  const errors: PaymentError[] = [];
  if (!payment.chequeNumber?.trim()) {
    errors.push({ path: 'chequeNumber', key: 'fields.chequeNumberRequired' });
  }
  if (!payment.chequeBank?.trim()) {
    errors.push({ path: 'chequeBank', key: 'fields.chequeBankRequired' });
  }
  return errors;
}

/** the payment as stored: cheque details only on a cheque, trimmed */
export function storedPayment(payment: Payment | undefined): {
  method: PaymentMethod;
  chequeNumber: string | null;
  chequeBank: string | null;
} {
  const chosen = payment ?? CASH;
  const cheque = chosen.method === 'cheque';
  return {
    method: chosen.method,
    chequeNumber: cheque ? (chosen.chequeNumber?.trim() ?? null) : null,
    chequeBank: cheque ? (chosen.chequeBank?.trim() ?? null) : null,
  };
}
