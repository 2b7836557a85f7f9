import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { CUSTOM, TIME_SLOTS, type TimeSelection } from '../lib/time-slots.ts';

/** one time of the period picker: the slots (past ones disabled, '(Past)') or a custom time */
export function TimeChoice({
  legend,
  customLabel,
  value,
  onChange,
  isPast,
  minCustom,
  disabled,
}: {
  legend: string;
  customLabel: string;
  value: TimeSelection;
  onChange: (value: TimeSelection) => void;
  isPast: (time: string) => boolean;
  /** 'HH:MM' when the day is today: a custom time may not be earlier */
  minCustom: string | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation('rentals');
  const name = useId();
  const customId = useId();
  const option =
    'flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-2.5 py-1.5 text-sm has-[:checked]:border-blue-600 has-[:checked]:bg-blue-50 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-70 dark:border-slate-600 dark:has-[:checked]:bg-blue-950';
  return (
    <fieldset disabled={disabled} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {legend}
      </legend>
      <div className="flex flex-wrap gap-2">
        {TIME_SLOTS.map((slot) => {
          const past = isPast(slot.value);
          return (
            <label key={slot.value} className={option}>
              <input
                type="radio"
                name={name}
                value={slot.value}
                checked={value.slot === slot.value}
                disabled={past}
                onChange={() => onChange({ ...value, slot: slot.value })}
              />
              <span>
                {slot.label}
                {past ? ` ${t('picker.past')}` : ''}
              </span>
            </label>
          );
        })}
        <label className={option}>
          <input
            type="radio"
            name={name}
            value={CUSTOM}
            checked={value.slot === CUSTOM}
            onChange={() => onChange({ ...value, slot: CUSTOM })}
          />
          <span>{t('picker.custom')}</span>
        </label>
      </div>
      {value.slot === CUSTOM ? (
        <div className="flex items-center gap-2">
          <label htmlFor={customId} className="text-sm text-slate-700 dark:text-slate-300">
            {customLabel}
          </label>
          <input
            id={customId}
            type="time"
            className={`${inputClass} w-36`}
            value={value.custom}
            min={minCustom}
            required
            onChange={(event) => onChange({ ...value, custom: event.target.value })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
