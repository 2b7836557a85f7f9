import { DENOMINATIONS } from '@car-rental/domain/fund/drawer';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';
import type { CountValues } from '../lib/count.ts';

/** a row per note and coin of the dinar: how many, and what they make */
export function DenominationCount({
  register,
  notes,
}: {
  register: UseFormRegister<CountValues>;
  notes: readonly string[];
}) {
  const { t } = useTranslation('till');
  return (
    <table className="w-full text-sm" data-testid="denominations">
      <caption className="sr-only">{t('count.denominations')}</caption>
      <thead className="text-slate-500 dark:text-slate-400">
        <tr>
          <th scope="col" className="py-1 text-start font-medium">
            {t('count.note')}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t('count.pieces')}
          </th>
          <th scope="col" className="py-1 text-end font-medium">
            {t('count.subtotal')}
          </th>
        </tr>
      </thead>
      <tbody>
        {DENOMINATIONS.map((value, index) => {
          const label = money(value * 100);
          const count = Number(notes[index] || 0);
          return (
            <tr key={value}>
              <th scope="row" className="py-1 text-start font-medium tabular-nums">
                <Ltr>{label}</Ltr>
              </th>
              <td className="py-1 pe-3">
                <input
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  aria-label={t('count.piecesOf', { note: label })}
                  className={`${inputClass} max-w-28`}
                  {...register(`notes.${index}`)}
                />
              </td>
              <td className="py-1 text-end tabular-nums">
                <Ltr>
                  {Number.isInteger(count) && count >= 0 ? money(value * 100 * count) : '—'}
                </Ltr>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
