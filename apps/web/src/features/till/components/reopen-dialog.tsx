import { type DrawerDay, reopenDrawerBody } from '@car-rental/domain/contract/drawers';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { TextAreaField } from '../../../components/ui/textarea-field.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { isPendingAnswer } from '../../../lib/offline/pending-answer.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useReopenDrawer } from '../api/reopen-drawer.ts';

/** an owner reopens a closed day, saying why (audited); its difference entry is taken back */
export function ReopenDialog({
  drawer,
  onOpenChange,
}: {
  drawer: DrawerDay;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('till');
  const { t: tc } = useTranslation();
  const notify = useNotify();
  const reopen = useReopenDrawer();
  const form = useForm({
    schema: reopenDrawerBody,
    defaultValues: { reason: '' },
    toInput: ({ reason }) => ({ reason: reason.trim() }),
  });

  const submit = form.handleSubmit((input) => {
    if (reopen.isPending) return;
    reopen.mutate(
      { userId: drawer.userId, day: drawer.day, ...input },
      {
        onSuccess: (answer) => {
          if (isPendingAnswer(answer)) notify(answer.message);
          else notify(t('reopen.done'), 'success');
          onOpenChange(false);
        },
        onError: (error) => form.refuse(error, t('reopen.failed')),
      },
    );
  });

  return (
    <Dialog
      open
      onOpenChange={onOpenChange}
      title={t('reopen.title')}
      description={t('reopen.message', {
        name: drawer.userName,
        date: formatCalendarDay(drawer.day, 'longDate'),
      })}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <TextAreaField
          label={t('reopen.reason')}
          rows={3}
          maxLength={500}
          required
          {...form.register('reason', { onChange: () => form.clearErrors('reason') })}
          error={form.error('reason')}
        />
        <ErrorBox message={form.failure} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {tc('actions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={reopen.isPending}>
            {reopen.isPending ? t('reopen.submitting') : t('reopen.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
