import {
  type AccountAction,
  mayActOnAccount,
  mayGiveRoles,
  type Role,
  roles,
} from '@car-rental/domain/auth/permissions';
import type { StaffMember } from '@car-rental/domain/contract/settings';
import { KeyRound, UserPlus } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { LtrList } from '../../../components/ui/ltr.tsx';
import { PendingNote } from '../../../components/ui/pending-note.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import type { CurrentUser } from '../../../lib/current-user.ts';
import { useNotify } from '../../../lib/notify.tsx';
import { useChangeStaffRole } from '../api/change-staff-role.ts';
import { useStaff } from '../api/list-staff.ts';
import { useSetStaffDisabled } from '../api/set-staff-disabled.ts';
import { AddStaffDialog } from './add-staff-dialog.tsx';
import { DisableStaffDialog, ResetPasswordDialog } from './staff-dialogs.tsx';

type Open = { kind: 'disable' | 'reset'; member: StaffMember } | { kind: 'add' } | null;

/**
 * The staff accounts: add, disable/enable, reset password, and (owners) the role. Each
 * action shows only on the accounts the signed-in role may act on (the server's rule).
 */
export function StaffSection({ you }: { you: CurrentUser }) {
  const { t } = useTranslation('settings');
  const staff = useStaff();
  const notify = useNotify();
  const enable = useSetStaffDisabled();
  const changeRole = useChangeStaffRole();
  const may = (member: StaffMember, action: AccountAction) =>
    !member.isYou && mayActOnAccount(you.role, member.role, action);
  const headingId = useId();
  const [open, setOpen] = useState<Open>(null);
  const items = staff.data?.items ?? [];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-lg font-semibold">
            {t('staff.title')}
          </h2>
          {staff.data ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">
              {t('staff.count', { count: items.length })}
            </p>
          ) : null}
        </div>
        <Button onClick={() => setOpen({ kind: 'add' })}>
          <UserPlus size={16} aria-hidden />
          {t('staff.add')}
        </Button>
      </div>
      {staff.isPending ? <PendingNote /> : null}
      <ErrorBox message={staff.isError ? errorMessage(staff.error, t('loadFailed')) : null} />
      <ErrorBox message={enable.isError ? errorMessage(enable.error, t('staff.failed')) : null} />
      <ul className="flex flex-col divide-y divide-slate-200 dark:divide-slate-700">
        {items.map((member) => (
          <li
            key={member.id}
            data-testid="staff-row"
            className="flex flex-wrap items-center justify-between gap-3 py-3"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2 font-medium">
                {member.displayName}
                {member.isYou ? <Badge tone="blue">{t('staff.you')}</Badge> : null}
                <Badge tone="slate">{t(`staff.roles.${member.role}`)}</Badge>
                <Badge tone={member.disabled ? 'red' : 'green'}>
                  {member.disabled ? t('staff.disabled') : t('staff.active')}
                </Badge>
              </p>
              <p className="truncate text-sm text-slate-600 dark:text-slate-400">
                <LtrList values={[member.email, member.username]} />
              </p>
            </div>
            {may(member, 'disable') ? (
              <fieldset
                aria-label={t('staff.actionsFor', { name: member.displayName })}
                className="flex flex-wrap items-center gap-2"
              >
                {may(member, 'changeRole') ? (
                  <select
                    aria-label={t('staff.roleFor', { name: member.displayName })}
                    value={member.role}
                    disabled={changeRole.isPending}
                    onChange={(event) => {
                      const role = event.target.value as Role;
                      changeRole.mutate(
                        { id: member.id, role },
                        {
                          onSuccess: () =>
                            notify(
                              t('staff.roleChanged', {
                                name: member.displayName,
                                role: t(`staff.roles.${role}`),
                              }),
                              'success',
                            ),
                          onError: (error) =>
                            notify(errorMessage(error, t('staff.roleFailed')), 'error'),
                        },
                      );
                    }}
                    className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-800"
                  >
                    {roles.map((role) => (
                      <option key={role} value={role}>
                        {t(`staff.roles.${role}`)}
                      </option>
                    ))}
                  </select>
                ) : null}
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => setOpen({ kind: 'reset', member })}
                >
                  <KeyRound size={14} aria-hidden />
                  {t('staff.resetPassword')}
                </Button>
                {member.disabled ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={enable.isPending}
                    onClick={() =>
                      enable.mutate(
                        { id: member.id, disabled: false },
                        {
                          onSuccess: () =>
                            notify(t('staff.enabledNotice', { name: member.displayName })),
                        },
                      )
                    }
                  >
                    {t('staff.enable')}
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => setOpen({ kind: 'disable', member })}
                  >
                    {t('staff.disable')}
                  </Button>
                )}
              </fieldset>
            ) : null}
          </li>
        ))}
      </ul>
      <AddStaffDialog
        open={open?.kind === 'add'}
        onClose={() => setOpen(null)}
        givesRoles={mayGiveRoles(you.role)}
      />
      {open?.kind === 'disable' ? (
        <DisableStaffDialog member={open.member} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'reset' ? (
        <ResetPasswordDialog member={open.member} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
