import type { StaffMember } from '@car-rental/domain/contract/settings';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useResetStaffPassword } from '../api/reset-staff-password.ts';
import { useSetStaffDisabled } from '../api/set-staff-disabled.ts';

export function DisableStaffDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const notify = useNotify();
  const disable = useSetStaffDisabled();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('staff.disableTitle')}
      message={t('staff.disableMessage', { name: member.displayName })}
      confirmLabel={t('staff.disable')}
      pending={disable.isPending}
      error={disable.isError ? errorMessage(disable.error, t('staff.failed')) : null}
      onConfirm={() =>
        disable.mutate(
          { id: member.id, disabled: true },
          {
            onSuccess: () => {
              notify(t('staff.disabledNotice', { name: member.displayName }));
              onClose();
            },
          },
        )
      }
    />
  );
}

/** asks first, then shows the temporary password once */
export function ResetPasswordDialog({
  member,
  onClose,
}: {
  member: StaffMember;
  onClose: () => void;
}) {
  const { t } = useTranslation('settings');
  const reset = useResetStaffPassword();
  const [copied, setCopied] = useState(false);
  const close = (open: boolean) => (open ? undefined : onClose());
  if (reset.data) {
    return (
      <Dialog
        open
        onOpenChange={close}
        title={t('staff.resetTitle')}
        description={t('staff.resetDoneHint')}
        footer={<Button onClick={onClose}>{t('actions.close', { ns: 'common' })}</Button>}
      >
        <p className="text-sm">{t('staff.resetDone', { name: member.displayName })}</p>
        <div className="mt-2 flex items-center gap-2">
          <code
            data-testid="temporary-password"
            className="rounded-md bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider dark:bg-slate-800"
          >
            {reset.data.temporaryPassword}
          </code>
          <Button
            size="sm"
            variant="secondary"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(reset.data.temporaryPassword)
                .then(() => setCopied(true))
            }
          >
            {copied ? t('staff.copied') : t('staff.copy')}
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={close}
      title={t('staff.resetTitle')}
      message={t('staff.resetMessage', { name: member.displayName })}
      confirmLabel={t('staff.resetConfirm')}
      tone="primary"
      pending={reset.isPending}
      error={reset.isError ? errorMessage(reset.error, t('staff.failed')) : null}
      onConfirm={() => reset.mutate(member.id)}
    />
  );
}
