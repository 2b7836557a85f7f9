import { mayOverrideLapsedPapers } from '@car-rental/domain/auth/permissions';
import { overrideLapsedPapers } from '@car-rental/domain/contract/rentals';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useForm } from '../../../lib/use-form.ts';

export type LapsedPapersOverrideInput = { reason: string };

/**
 * Issue 32 §3: a booking, pickup or extension refused because the car's insurance or
 * contrôle technique lapses in the period (papers_lapsed, its sentence in the dialog's error
 * box) may be let through by a manager or the owner, who says why; the server keeps the
 * reason in the audit trail. An agent sees the refusal only.
 */
export function LapsedPapersOverride({
  error,
  pending,
  onOverride,
}: {
  error: unknown;
  pending: boolean;
  onOverride: (override: LapsedPapersOverrideInput) => void;
}) {
  const { t } = useTranslation('rentals');
  const { data: user } = useCurrentUser();
  const form = useForm({ schema: overrideLapsedPapers, defaultValues: { reason: '' } });
  const refused = error instanceof ApiError && error.code === 'papers_lapsed';
  if (!refused || !mayOverrideLapsedPapers(user?.role)) return null;
  const send = form.handleSubmit(onOverride);
  return (
    <div
      data-testid="lapsed-papers-override"
      className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm dark:border-amber-700 dark:bg-amber-950"
    >
      <p>{t('lapsedPapers.text')}</p>
      <TextAreaField
        label={t('lapsedPapers.reason')}
        rows={2}
        maxLength={500}
        required
        {...form.register('reason')}
        error={form.error('reason')}
      />
      <Button variant="danger" className="self-end" disabled={pending} onClick={() => void send()}>
        {t('lapsedPapers.confirm')}
      </Button>
    </div>
  );
}
