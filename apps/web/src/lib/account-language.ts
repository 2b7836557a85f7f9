import { useEffect } from 'react';
import type { CurrentUser } from './current-user.ts';
import { changeLanguage, currentLanguage } from './i18n.ts';

/** signed in, the screens follow the language the account chose (kept on the server) */
export function useAccountLanguage(user: CurrentUser) {
  const language = user.language;
  useEffect(() => {
    if (language && language !== currentLanguage()) void changeLanguage(language);
  }, [language]);
}
