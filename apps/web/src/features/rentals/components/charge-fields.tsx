import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { CHARGE_TYPES, type ChargeDraft, type ChargeProblems } from '../lib/charge-drafts.ts';

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
      />
      <button
        type="button"
        onClick={onRemove}
        aria-label={t('returnDialog.removeCharge', { number })}
        className="self-end rounded-md p-2 text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
      >
        <Trash2 size={18} aria-hidden />
      </button>
    </fieldset>
  );
}
