import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import {
  CHARGE_TYPES,
  type ChargeDraft,
  type ChargeProblems,
  chargeProblems,
} from '../lib/charge-drafts.ts';

/**
 * The Return dialog's additional charges: Add Charge and each charge's fields. A charge the
 * check-in proposed is listed like the others (editable, removable).
 */
export function ChargesSection({
  charges,
  submitted,
  onAdd,
  onChange,
  onRemove,
}: {
  charges: ChargeDraft[];
  /** show each charge's problems (after a first submit) */
  submitted: boolean;
  onAdd: () => void;
  onChange: (charge: ChargeDraft) => void;
  onRemove: (charge: ChargeDraft) => void;
}) {
  const { t } = useTranslation('rentals');
  return (
    <section aria-labelledby="return-charges-title" className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <h3 id="return-charges-title" className="font-medium">
          {t('returnDialog.charges')}
        </h3>
        <Button size="sm" variant="secondary" onClick={onAdd}>
          {t('returnDialog.addCharge')}
        </Button>
      </div>
      {charges.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">{t('returnDialog.noCharges')}</p>
      ) : (
        charges.map((charge, index) => (
          <ChargeFields
            key={charge.key}
            number={index + 1}
            charge={charge}
            problems={submitted ? chargeProblems(charge) : undefined}
            onChange={onChange}
            onRemove={() => onRemove(charge)}
          />
        ))
      )}
    </section>
  );
}

/** one additional charge of the Return dialog: type, description, amount, remove */
export function ChargeFields({
  number,
  charge,
  problems,
  onChange,
  onRemove,
}: {
  number: number;
  charge: ChargeDraft;
  problems: ChargeProblems | undefined;
  onChange: (charge: ChargeDraft) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('rentals');
  const hintId = useId();
  /** a new damage the check-in proposed at 0: the desk types its price */
  const priceDamage = Boolean(charge.source?.startsWith('damage:')) && charge.amount.trim() === '';
  const hint = priceDamage
    ? t('returnDialog.damageAmountHint')
    : charge.source && !charge.edited
      ? t('returnDialog.proposedHint')
      : null;
  return (
    <fieldset
      data-testid="charge-row"
      className="grid gap-2 rounded-lg border border-slate-200 p-3 sm:grid-cols-[8rem_1fr_8rem_auto] sm:items-start dark:border-slate-700"
    >
      <legend className="px-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        {t('returnDialog.chargeNumber', { number })}
      </legend>
      <SelectField
        label={t('returnDialog.chargeType')}
        value={charge.type}
        onChange={(event) =>
          onChange({ ...charge, type: event.target.value as ChargeDraft['type'] })
        }
      >
        {CHARGE_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`returnDialog.types.${type}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('returnDialog.chargeDescription')}
        value={charge.description}
        required
        onChange={(event) => onChange({ ...charge, description: event.target.value })}
        error={problems?.description ? t(`returnDialog.${problems.description}`) : undefined}
      />
      <Field
        label={t('returnDialog.chargeAmount')}
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        value={charge.amount}
        onChange={(event) => onChange({ ...charge, amount: event.target.value })}
        error={problems?.amount ? t(`returnDialog.${problems.amount}`) : undefined}
        {...(hint && !problems?.amount ? { 'aria-describedby': hintId } : {})}
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('returnDialog.removeCharge', { number })}
        className="self-end rounded-md p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      >
        <Trash2 size={18} aria-hidden />
      </button>
      {hint ? (
        <p
          id={hintId}
          className={`text-sm sm:col-span-4 ${priceDamage ? 'text-amber-700 dark:text-amber-300' : 'text-slate-500 dark:text-slate-400'}`}
        >
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
