import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';
import { api, errorMessage } from '../lib/api-client.ts';
import { setBusinessTimeZone } from '../lib/format.ts';
import { AppShell } from './shell/app-shell.tsx';
import { ConnectionErrorScreen, LoadingScreen } from './status-screens.tsx';

const clientConfigQuery = {
  queryKey: ['auth', 'config'],
  queryFn: async () => {
    const config = await api.get<{ businessTimezone: string }>('/config');
    setBusinessTimeZone(config.businessTimezone);
    return config;
  },
  staleTime: Number.POSITIVE_INFINITY,
};

/** signed in: the shell; not signed in: only the sign-in screen */
export function Root() {
  const { t } = useTranslation();
  const config = useQuery(clientConfigQuery);
  const me = useCurrentUser();
  const failure = config.error ?? me.error;
  if (failure) {
    return <ConnectionErrorScreen message={errorMessage(failure, t('connection.testFailed'))} />;
  }
  if (config.isPending || me.isPending) return <LoadingScreen />;
  if (!me.data) return <SignInScreen />;
  return <AppShell user={me.data} />;
}
