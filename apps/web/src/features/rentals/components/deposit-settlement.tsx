import type { DepositView } from '@car-rental/domain/contract/inspections';
import type { Centimes } from '@car-rental/domain/money';
import {
  maxRetained,
  settlementProblems as settlementRule,
} from '@car-rental/domain/rentals/inspection';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { dinarsText, money, parseDinars } from '../../../lib/format.ts';

/** how the Return dialog settles the deposit: the DA kept (cash only) and why */
export interface SettlementDraft {
  kept: string;
  reason: string;
}

export const newSettlement = (): SettlementDraft => ({ kept: '0', reason: '' });

export interface SettlementProblems {
  kept?: 'keptInvalid' | 'keptTooHigh';
  reason?: 'reasonRequired';
}

/** the centimes kept: 0 for an empty field or a deposit that is not cash */
export const keptOf = (deposit: DepositView, draft: SettlementDraft): Centimes =>
  deposit.method === 'cash' ? (parseDinars(draft.kept) ?? 0) : 0;

/** a number typed, then the server's own rule (settlementProblems of the domain) */
export function settlementProblems(
  deposit: DepositView,
  draft: SettlementDraft,
  owed: Centimes,
): SettlementProblems {
  if (deposit.method !== 'cash') return {};
  const problems: SettlementProblems = {};
  const kept = parseDinars(draft.kept);
  const rule = settlementRule(deposit, { retained: kept ?? 0, reason: draft.reason }, owed);
  if (draft.kept.trim() !== '' && (kept === undefined || kept < 0)) problems.kept = 'keptInvalid';
  else if (rule.retained) problems.kept = 'keptTooHigh';
  if (rule.reason) problems.reason = 'reasonRequired';
  return problems;
}

/** the return body's `deposit` */
export function toSettlementInput(deposit: DepositView, draft: SettlementDraft) {
  const retained = keptOf(deposit, draft);
  const reason = draft.reason.trim();
  return { retained, ...(retained > 0 && reason ? { reason } : {}) };
}

/**
 * The deposit at the return (issue 15): what was taken; for cash, the part kept against
 * what the customer owes (with a shortcut and the reason) and what is given back; the other
 * methods are simply handed back. `owed` is the rental total plus charges less the advance.
 */
export function DepositSettlement({
  deposit,
  owed,
  value,
  onChange,
  problems,
  serverErrors = {},
}: {
  deposit: DepositView;
  owed: Centimes;
  value: SettlementDraft;
  onChange: (value: SettlementDraft) => void;
  problems?: SettlementProblems | undefined;
  serverErrors?: { kept?: string | undefined; reason?: string | undefined };
}) {
  const { t } = useTranslation('rentals');
  const method = t(`checkOut.deposit.methods.${deposit.method}`);
  const cash = deposit.method === 'cash';
  const kept = Math.max(0, keptOf(deposit, value));
  const left = owed - kept;
  const max = maxRetained(deposit, owed);
  return (
    <section
      aria-labelledby="deposit-settlement-title"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
    >
      <h3 id="deposit-settlement-title" className="font-medium">
        {t('settlement.title')}
      </h3>
      <p className="text-sm" data-testid="deposit-summary">
        <Ltr>{t('settlement.summary', { amount: money(deposit.amount), method })}</Ltr>
        {deposit.reference ? (
          <>
            {' · '}
            <Ltr>{deposit.reference}</Ltr>
          </>
        ) : null}
        {deposit.bank ? (
          <>
            {' ('}
            <Ltr>{deposit.bank}</Ltr>)
          </>
        ) : null}
      </p>
      {cash ? (
        <>
          <div className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
            <Field
              label={t('settlement.kept')}
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={value.kept}
              onChange={(event) => onChange({ ...value, kept: event.target.value })}
              error={
                problems?.kept
                  ? t(`settlement.${problems.kept}`, { max: money(max) })
                  : serverErrors.kept
              }
            />
            <Button
              variant="secondary"
              disabled={max <= 0}
              onClick={() => onChange({ ...value, kept: dinarsText(max) })}
            >
              {t('settlement.keepForCharges')}
            </Button>
          </div>
          <Field
            label={t('settlement.reason')}
            maxLength={300}
            required={kept > 0}
            value={value.reason}
            onChange={(event) => onChange({ ...value, reason: event.target.value })}
            error={problems?.reason ? t(`settlement.${problems.reason}`) : serverErrors.reason}
          />
          <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm font-medium dark:bg-slate-800/60">
            <p data-testid="deposit-give-back">
              <Ltr>{t('settlement.giveBackCash', { amount: money(deposit.amount - kept) })}</Ltr>
            </p>
            <p data-testid="customer-pays">
              <Ltr>
                {left >= 0
                  ? t('settlement.customerPays', { amount: money(left) })
                  : t('settlement.customerRefund', { amount: money(-left) })}
              </Ltr>
            </p>
          </div>
        </>
      ) : (
        <p className="rounded-lg bg-slate-50 p-3 text-sm font-medium dark:bg-slate-800/60">
          {t(`settlement.giveBack.${deposit.method}`)}
        </p>
      )}
    </section>
  );
}
