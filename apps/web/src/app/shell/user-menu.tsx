import { LogOut, Settings, UserRound } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Ltr } from '../../components/ui/ltr.tsx';
import { useDismiss } from '../../components/ui/use-dismiss.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import type { CurrentUser } from '../../lib/current-user.ts';

export function UserMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const signOut = useSignOut();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div ref={ref} className="relative">
      <button
        type="button"
        aria-label={t('user.menu')}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-md p-2 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        <UserRound size={18} aria-hidden />
        <span className="hidden lg:inline">{user.displayName}</span>
      </button>
      {open ? (
        <div className="absolute end-0 z-30 mt-2 w-64 rounded-lg border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900">
          <p className="font-medium">{user.displayName}</p>
          <p className="truncate text-sm text-slate-500 dark:text-slate-400">
            <Ltr>{user.email}</Ltr>
          </p>
          <p className="mb-3 text-sm text-slate-500 dark:text-slate-400">
            {t(`staff.roles.${user.role}`, { ns: 'settings' })}
          </p>
          <div className="mb-2">
            <LanguageSwitcher user={user} />
          </div>
          <Link
            to="/settings"
            onClick={close}
            className="mb-1 flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <Settings size={16} aria-hidden />
            {t('menuLink', { ns: 'settings' })}
          </Link>
          <SignOutButton
            onDone={close}
            pending={signOut.isPending}
            signOut={() => signOut.mutate()}
          />
          {signOut.isError ? (
            <p className="mt-2 text-sm text-red-600">{t('user.signOutFailed')}</p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

export function SignOutButton({
  signOut,
  pending,
  onDone,
}: {
  signOut: () => void;
  pending: boolean;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      disabled={pending}
      onClick={() => {
        signOut();
        onDone?.();
      }}
      className="flex w-full items-center gap-2 rounded-md px-2 py-1.5 text-sm text-red-600 hover:bg-red-50 dark:text-red-400 dark:hover:bg-red-950"
    >
      <LogOut size={16} aria-hidden />
      {t('user.signOut')}
    </button>
  );
}
