import { Car } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../../components/ui/language-switcher.tsx';
import { ThemeToggle } from '../../../components/ui/theme-toggle.tsx';

/** the signed-out card: sign-in, first run, forgotten and new password */
export function AuthLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  return (
    <div className="relative flex min-h-screen items-center justify-center px-4">
      <div className="absolute end-4 top-4 flex items-center gap-2">
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
      <main className="w-full max-w-sm rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <div className="mb-6 flex flex-col items-center gap-2 text-center">
          <Car size={36} className="text-blue-600" aria-hidden />
          <h1 className="text-xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-slate-500 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

export const authLinkClass =
  'self-center text-sm text-blue-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-500 dark:text-blue-400';
