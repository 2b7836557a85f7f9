import { unlockBenefitBody } from '@car-rental/domain/contract/fund';
import { Lock, TrendingUp, Unlock } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { Ltr } from '../../../components/ui/ltr.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { money } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useTotalBenefit } from '../api/get-total-benefit.ts';
import { useLockBenefit } from '../api/lock-benefit.ts';
import { useUnlockBenefit } from '../api/unlock-benefit.ts';

/** spec §9: the wrong-PIN indicator shows for 2000 ms */
const WRONG_PIN_MS = 2000;
const PIN_LENGTH = 4;

/**
 * Total Benefit, locked or unlocked per session (spec §4, §5): the PIN is checked by the
 * server; a wrong one shows 'Incorrect PIN' and a red field for 2 seconds; after too many
 * wrong tries the server locks the session out and its message stays.
 */
export function TotalBenefitCard() {
  const { t } = useTranslation('fund');
  const benefit = useTotalBenefit();
  const unlock = useUnlockBenefit();
  const lock = useLockBenefit();
  const form = useForm({ schema: unlockBenefitBody, defaultValues: { pin: '' } });
  /** when the last wrong PIN was shown: each wrong try shows the red field for 2 s again */
  const [wrongAt, setWrongAt] = useState<number | null>(null);
  const wrong = wrongAt !== null;
  /** the server's lock-out refusal, worded in the screen's language when shown */
  const lockedOut =
    unlock.error instanceof ApiError && unlock.error.status === 403 ? unlock.error : null;
  const inputId = useId();
  const messageId = `${inputId}-message`;

  useEffect(() => {
    if (wrongAt === null) return;
    const timer = setTimeout(() => setWrongAt(null), WRONG_PIN_MS);
    return () => clearTimeout(timer);
  }, [wrongAt]);

  /** a PIN of the wrong length is wrong at once (the schema's rule), the server checks the rest */
  const submit = form.handleSubmit(
    ({ pin }) => {
      if (unlock.isPending || lockedOut) return;
      unlock.mutate(pin, {
        onSuccess: () => {
          form.reset();
          setWrongAt(null);
        },
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) setWrongAt(Date.now());
        },
      });
    },
    () => {
      if (!unlock.isPending && !lockedOut) setWrongAt(Date.now());
    },
  );

  const unlocked = benefit.data ? benefit.data.totalBenefit : null;
  const otherError =
    unlock.isError &&
    !(unlock.error instanceof ApiError && [403, 422].includes(unlock.error.status))
      ? errorMessage(unlock.error, t('benefit.failed'))
      : null;
  const message = lockedOut
    ? errorMessage(lockedOut, t('benefit.failed'))
    : wrong
      ? t('benefit.incorrect')
      : otherError;

  return (
    <section className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900">
      <div className="flex items-center gap-3">
        <div className="rounded-lg bg-emerald-50 p-2.5 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300">
          <TrendingUp size={22} aria-hidden />
        </div>
        <div className="min-w-0 flex-1">
          <h2 className="text-sm text-slate-500 dark:text-slate-400">{t('cards.totalBenefit')}</h2>
          <p className="truncate text-xl font-semibold" data-testid="total-benefit">
            {unlocked === null ? (
              <span aria-hidden>{t('benefit.hidden')}</span>
            ) : (
              <Ltr>{money(unlocked)}</Ltr>
            )}
          </p>
        </div>
        {unlocked !== null ? (
          <Button
            variant="ghost"
            size="sm"
            aria-label={t('benefit.lock')}
            title={t('benefit.lock')}
            disabled={lock.isPending}
            onClick={() => lock.mutate()}
          >
            <Lock size={18} aria-hidden />
          </Button>
        ) : null}
      </div>
      {unlocked === null && !benefit.isPending ? (
        <form onSubmit={submit} className="flex flex-col gap-1">
          <label htmlFor={inputId} className="sr-only">
            {t('benefit.pin')}
          </label>
          <div className="flex gap-2">
            <input
              id={inputId}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={PIN_LENGTH}
              placeholder={t('benefit.pinPlaceholder')}
              {...form.register('pin')}
              disabled={lockedOut !== null}
              aria-invalid={wrong || undefined}
              aria-describedby={message ? messageId : undefined}
              className={`${inputClass} ${wrong ? 'border-red-500! bg-red-50! ring-2 ring-red-500/40 dark:bg-red-950!' : ''}`}
            />
            <Button type="submit" size="sm" disabled={unlock.isPending || lockedOut !== null}>
              <Unlock size={16} aria-hidden />
              {unlock.isPending ? t('benefit.unlocking') : t('benefit.unlock')}
            </Button>
          </div>
          <p id={messageId} role="alert" className="min-h-5 text-sm text-red-600 dark:text-red-400">
            {message}
          </p>
        </form>
      ) : null}
    </section>
  );
}
