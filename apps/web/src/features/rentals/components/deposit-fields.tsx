import type { depositInput } from '@car-rental/domain/contract/inspection-input';
import type { Centimes } from '@car-rental/domain/money';
import { type DepositMethod, depositMethods } from '@car-rental/domain/rentals/inspection';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { dinarsText, parseDinars } from '../../../lib/format.ts';

/** the deposit as the check-out form holds it: typed DA, the method and its reference */
export interface DepositDraft {
  none: boolean;
  amount: string;
  method: DepositMethod;
  reference: string;
  bank: string;
}

export function newDeposit(amount?: Centimes | null): DepositDraft {
  return { none: !amount, amount: dinarsText(amount), method: 'cash', reference: '', bank: '' };
}

export interface DepositProblems {
  amount?: 'amountRequired';
  reference?: DepositMethod;
}

/** what the desk must still type; none when there is no deposit */
export function depositProblems(draft: DepositDraft): DepositProblems {
  if (draft.none) return {};
  const problems: DepositProblems = {};
  if ((parseDinars(draft.amount) ?? 0) <= 0) problems.amount = 'amountRequired';
  if (draft.method !== 'cash' && draft.reference.trim() === '') problems.reference = draft.method;
  return problems;
}

/** the check-out body's deposit: null for none; the reference and bank only where they belong */
export function toDepositInput(draft: DepositDraft): z.input<typeof depositInput> | null {
  if (draft.none) return null;
  return {
    amount: parseDinars(draft.amount) ?? 0,
    method: draft.method,
    ...(draft.method === 'cash' ? {} : { reference: draft.reference.trim() }),
    ...(draft.method === 'cheque' && draft.bank.trim() ? { bank: draft.bank.trim() } : {}),
  };
}

/**
 * The deposit taken at the check-out: none, or an amount held as cash (it enters the fund),
 * a cheque (number, bank), a card imprint (last digits) or an ID document (its number).
 * `serverErrors` are the server's messages by field (amount, method, reference, bank).
 */
export function DepositFields({
  value,
  onChange,
  problems,
  serverErrors = {},
}: {
  value: DepositDraft;
  onChange: (value: DepositDraft) => void;
  problems?: DepositProblems | undefined;
  serverErrors?: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('rentals');
  const set = <K extends keyof DepositDraft>(key: K, next: DepositDraft[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <fieldset className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700">
      <legend className="px-1 font-medium">{t('checkOut.deposit.title')}</legend>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={value.none}
          onChange={(event) => set('none', event.target.checked)}
          className="size-4 accent-blue-600"
        />
        {t('checkOut.deposit.none')}
      </label>
      {value.none ? null : (
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t('checkOut.deposit.amount')}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            required
            value={value.amount}
            onChange={(event) => set('amount', event.target.value)}
            error={
              problems?.amount ? t(`checkOut.deposit.${problems.amount}`) : serverErrors.amount
            }
          />
          <SelectField
            label={t('checkOut.deposit.method')}
            value={value.method}
            onChange={(event) => set('method', event.target.value as DepositMethod)}
            error={serverErrors.method}
            hint={value.method === 'cash' ? t('checkOut.deposit.cashNote') : undefined}
          >
            {depositMethods.map((method) => (
              <option key={method} value={method}>
                {t(`checkOut.deposit.methods.${method}`)}
              </option>
            ))}
          </SelectField>
          {value.method === 'cash' ? null : (
            <Field
              label={t(`checkOut.deposit.reference.${value.method}`)}
              required
              maxLength={100}
              value={value.reference}
              onChange={(event) => set('reference', event.target.value)}
              error={
                problems?.reference
                  ? t(`checkOut.deposit.referenceRequired.${problems.reference}`)
                  : serverErrors.reference
              }
            />
          )}
          {value.method === 'cheque' ? (
            <Field
              label={t('checkOut.deposit.bank')}
              maxLength={100}
              value={value.bank}
              onChange={(event) => set('bank', event.target.value)}
              error={serverErrors.bank}
            />
          ) : null}
        </div>
      )}
    </fieldset>
  );
}
