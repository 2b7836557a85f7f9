import { authRoutes } from '@car-rental/domain/contract/auth';
import { type Language, languages } from '@car-rental/domain/i18n/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api-client.ts';
import { type CurrentUser, currentUserQuery } from '../../lib/current-user.ts';
import { changeLanguage, currentLanguage } from '../../lib/i18n.ts';

/** PUT /api/auth/me/language: the account keeps its language for its next sign-in */
function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (language: Language) => call(authRoutes.setMyLanguage, { body: { language } }),
    onSuccess: ({ user }) => queryClient.setQueryData(currentUserQuery.queryKey, user),
  });
}

/**
 * The language of the screens: English, Français, العربية, each named in itself. Switching
 * re-renders the page where it is; signed in, the account keeps the choice.
 */
export function LanguageSwitcher({ user }: { user?: CurrentUser | null }) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveLanguage();
  const value = currentLanguage();
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-center gap-2">
        <Languages size={16} aria-hidden className="text-slate-500" />
        <label htmlFor={id} className="sr-only">
          {t('language.label')}
        </label>
        <select
          id={id}
          value={value}
          data-testid="language-switcher"
          onChange={(event) => {
            const next = event.target.value as Language;
            void changeLanguage(next);
            if (user) save.mutate(next);
          }}
          className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-600 dark:bg-slate-800"
        >
          {languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`language.${language}`)}
            </option>
          ))}
        </select>
      </div>
      {save.isError ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {t('language.saveFailed')}
        </p>
      ) : null}
    </div>
  );
}
