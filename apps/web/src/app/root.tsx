import { systemRoutes } from '@car-rental/domain/contract/system';
import { useIsRestoring, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { call, errorMessage } from '../lib/api-client.ts';
import { useCurrentUser } from '../lib/current-user.ts';
import { setBusinessTimeZone } from '../lib/format.ts';
import { useConnection } from '../lib/offline/connection.ts';
import { AppShell } from './shell/app-shell.tsx';
import { ConnectionErrorScreen, LoadingScreen } from './status-screens.tsx';

// the sign-in, first-run and forgot-password forms (and the form layer they use) are fetched
// only by who is signed out: a signed-in first load carries the shell alone
const SignInScreen = lazy(() =>
  import('../features/auth/components/sign-in-screen.tsx').then((m) => ({
    default: m.SignInScreen,
  })),
);

/** spec §9: the connection test at start-up gives up after 15 seconds */
const STARTUP_TIMEOUT_MS = 15_000;

const clientConfigQuery = {
  queryKey: ['auth', 'config'],
  queryFn: () =>
    call(systemRoutes.getClientConfig, {}, { timeoutMs: STARTUP_TIMEOUT_MS, connectionTest: true }),
  staleTime: Number.POSITIVE_INFINITY,
};

/** signed in: the shell; not signed in: only the sign-in screen */
export function Root() {
  const { t } = useTranslation();
  const restoring = useIsRestoring();
  const config = useQuery(clientConfigQuery);
  const me = useCurrentUser();
  const connection = useConnection();
  // the stored copy counts too: offline, the app opens with what it had
  if (config.data) setBusinessTimeZone(config.data.businessTimezone);
  const failure = config.error ?? me.error;
  if (failure) {
    return <ConnectionErrorScreen message={errorMessage(failure, t('connection.testFailed'))} />;
  }
  const waiting = config.isPending || me.isPending;
  if (restoring || (waiting && connection.status === 'reconnecting')) return <LoadingScreen />;
  if (waiting && connection.status === 'offline') {
    // the very first load got no answer and nothing was stored
    return <ConnectionErrorScreen message={connection.detail ?? t('connection.offlineMode')} />;
  }
  if (waiting) return <LoadingScreen />;
  if (!me.data) {
    return (
      <Suspense fallback={<LoadingScreen />}>
        <SignInScreen />
      </Suspense>
    );
  }
  return <AppShell user={me.data} />;
}
