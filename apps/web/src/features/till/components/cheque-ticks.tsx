import type { DrawerDay } from '@car-rental/domain/contract/drawers';
import type { UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Ltr, LtrList } from '../../../components/ui/ltr.tsx';
import { money } from '../../../lib/format.ts';
import type { CountValues } from '../lib/count.ts';

/** the day's cheques, each with a tick for "present in the drawer" (read-only once closed) */
export function ChequeTicks({
  cheques,
  register,
}: {
  cheques: DrawerDay['cheques'];
  register?: UseFormRegister<CountValues>;
}) {
  const { t } = useTranslation('till');
  if (cheques.length === 0) {
    return <p className="text-sm text-slate-500 dark:text-slate-400">{t('cheques.none')}</p>;
  }
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-700 dark:text-slate-300">
        {t(register ? 'cheques.title' : 'cheques.taken', { count: cheques.length })}
      </legend>
      <ul className="flex flex-col gap-1">
        {cheques.map((cheque) => {
          const text = (
            <>
              <LtrList values={[cheque.chequeNumber, cheque.chequeBank]} />
              <span className="ms-auto font-medium tabular-nums">
                <Ltr>{money(cheque.amount)}</Ltr>
              </span>
            </>
          );
          return (
            <li key={cheque.entryId} className="text-sm">
              {register ? (
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    aria-label={t('cheques.present', {
                      number: cheque.chequeNumber,
                      amount: money(cheque.amount),
                    })}
                    {...register(`cheques.${cheque.entryId}`)}
                  />
                  {text}
                </label>
              ) : (
                <span className="flex items-center gap-2">{text}</span>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
