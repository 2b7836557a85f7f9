import type { FundTransaction, paymentBody } from '@car-rental/domain/contract/fund';
import { type PaymentMethod, paymentMethods } from '@car-rental/domain/fund/payment';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { Form } from '../lib/use-form.ts';
import { Field } from './ui/field.tsx';
import { SelectField } from './ui/select-field.tsx';

/** how a form holds a money move's payment (issue 31 §1): the method and a cheque's details */
export interface PaymentDraft {
  method: PaymentMethod;
  chequeNumber: string;
  chequeBank: string;
}

/** cash, the counter's usual way, unless a form starts from another payment */
export function newPayment(
  from?: Partial<Pick<FundTransaction, keyof PaymentDraft>>,
): PaymentDraft {
  return {
    method: from?.method ?? 'cash',
    chequeNumber: from?.chequeNumber ?? '',
    chequeBank: from?.chequeBank ?? '',
  };
}

/** the body's `payment` as the contract reads it: a cheque's number and bank on a cheque only */
export function toPaymentInput(draft: PaymentDraft): z.input<typeof paymentBody> {
  if (draft.method !== 'cheque') return { method: draft.method };
  return { method: 'cheque', chequeNumber: draft.chequeNumber, chequeBank: draft.chequeBank };
}

/** the paths of these fields, for a form that lists the fields it shows errors beside */
export const paymentFieldPaths = [
  'payment.method',
  'payment.chequeNumber',
  'payment.chequeBank',
] as const;

/**
 * The payment of a money move, in any form of the one form hook whose values hold
 * `payment: PaymentDraft`: the method, and for a cheque its number and bank. The contract's
 * `paymentBody` checks them, so the client's and the server's refusals show beside the
 * cheque's number or bank.
 */
export function PaymentFields<Values extends { payment: PaymentDraft }, Output>({
  form,
  legend,
}: {
  form: Form<Values, Output>;
  /** what is paid: "Advance paid by", "Balance paid by"... */
  legend: string;
}) {
  const { t } = useTranslation('fund');
  const payment = form as unknown as Form<{ payment: PaymentDraft }, unknown>;
  const method = payment.watch('payment.method');
  return (
    <fieldset className="flex flex-col gap-3" data-testid="payment-fields">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      <SelectField
        label={t('payment.method')}
        {...payment.register('payment.method')}
        error={payment.error('payment.method')}
      >
        {paymentMethods.map((option) => (
          <option key={option} value={option}>
            {t(`payment.methods.${option}`)}
          </option>
        ))}
      </SelectField>
      {method === 'cheque' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('payment.chequeNumber')}
            autoComplete="off"
            maxLength={40}
            required
            {...payment.register('payment.chequeNumber')}
            error={payment.error('payment.chequeNumber')}
          />
          <Field
            label={t('payment.chequeBank')}
            autoComplete="off"
            maxLength={80}
            required
            {...payment.register('payment.chequeBank')}
            error={payment.error('payment.chequeBank')}
          />
        </div>
      ) : null}
    </fieldset>
  );
}

/** how an entry was paid, as a list shows it: "Cheque 0012345 · BNA", "Card (CIB/Edahabia)" */
export function usePaymentText() {
  const { t } = useTranslation('fund');
  return (entry: Pick<FundTransaction, keyof PaymentDraft>) => {
    const method = t(`payment.methods.${entry.method}`);
    if (entry.method !== 'cheque') return method;
    const details = [entry.chequeNumber, entry.chequeBank].filter(Boolean).join(' · ');
    return details ? t('payment.cheque', { details }) : method;
  };
}
