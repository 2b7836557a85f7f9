import { Car, Menu, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/ui/language-switcher.tsx';
import { Ltr } from '../../components/ui/ltr.tsx';
import { ThemeToggle } from '../../components/ui/theme-toggle.tsx';
import { useDemoEvents } from '../../demo/use-demo-events.ts';
import { useSignOut } from '../../features/auth/api/sign-out.ts';
import { useAccountLanguage } from '../../lib/account-language.ts';
import type { CurrentUser } from '../../lib/current-user.ts';
import { useLiveEvents } from '../../lib/live-events.ts';
import { AlertsBell } from './alerts-bell.tsx';
import { BookingRequestsBell } from './booking-requests-bell.tsx';
import { ConnectionBanner } from './connection-banner.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { accountItems, navItems } from './nav-items.ts';
import { SignOutButton, UserMenu } from './user-menu.tsx';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
    isActive
      ? 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-300'
      : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800'
  }`;

export function AppShell({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signOut = useSignOut();
  useLiveEvents(true);
  useDemoEvents();
  useAccountLanguage(user);
  return (
    <div className="min-h-screen">
      <header className="sticky top-0 z-20 border-b border-slate-200 bg-white/95 backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-2">
          <NavLink to="/" className="me-4 flex items-center gap-2 font-semibold">
            <Car size={22} className="text-blue-600" aria-hidden />
            {/* on a phone the name is not shown, but the link still reads it */}
            <span className="sr-only sm:not-sr-only">{t('appName')}</span>
          </NavLink>
          <nav
            aria-label={t('nav.main')}
            className="hidden flex-1 flex-wrap items-center gap-1 md:flex"
          >
            {navItems.map((item) => (
              <NavLink key={item.to} to={item.to} end={item.to === '/'} className={linkClass}>
                {t(item.labelKey)}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <BookingRequestsBell />
            <AlertsBell />
            <div className="hidden md:block">
              <ThemeToggle />
            </div>
            <div className="hidden md:block">
              <UserMenu user={user} />
            </div>
            <button
              type="button"
              className="rounded-md p-2 md:hidden"
              aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
              aria-expanded={menuOpen}
              aria-controls="mobile-menu"
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <X size={20} aria-hidden /> : <Menu size={20} aria-hidden />}
            </button>
          </div>
        </div>
        {menuOpen ? (
          <div
            id="mobile-menu"
            className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800"
          >
            <nav aria-label={t('nav.main')} className="flex flex-col gap-1">
              {navItems.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  end={item.to === '/'}
                  className={linkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  <item.icon size={16} aria-hidden />
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
            <div className="mt-3 flex items-center justify-between border-t border-slate-200 pt-3 dark:border-slate-800">
              <div className="min-w-0">
                <p className="font-medium">{user.displayName}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">
                  <Ltr>{user.email}</Ltr>
                </p>
              </div>
              <ThemeToggle />
            </div>
            <div className="mt-2">
              <LanguageSwitcher user={user} />
            </div>
            <nav aria-label={t('user.menu')} className="mt-2 flex flex-col gap-1">
              {accountItems.map((item) => (
                <NavLink
                  key={item.to}
                  to={item.to}
                  className={linkClass}
                  onClick={() => setMenuOpen(false)}
                >
                  <item.icon size={16} aria-hidden />
                  {t(item.labelKey)}
                </NavLink>
              ))}
            </nav>
            <div className="mt-2">
              <SignOutButton signOut={() => signOut.mutate()} pending={signOut.isPending} />
            </div>
          </div>
        ) : null}
      </header>
      <DemoBanner />
      <ConnectionBanner />
      <main className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
    </div>
  );
}
