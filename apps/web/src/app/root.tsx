import { useCurrentUser } from '../features/auth/api/get-current-user.ts';
import { SignInScreen } from '../features/auth/components/sign-in-screen.tsx';
import { errorMessage } from '../lib/api-client.ts';
import { AppShell } from './shell/app-shell.tsx';
import { ConnectionErrorScreen, LoadingScreen } from './status-screens.tsx';

/** signed in: the shell; not signed in: only the sign-in screen */
export function Root() {
  const me = useCurrentUser();
  if (me.isPending) return <LoadingScreen />;
  if (me.isError)
    return (
      <ConnectionErrorScreen message={errorMessage(me.error, 'Firestore connection test failed')} />
    );
  if (!me.data) return <SignInScreen />;
  return <AppShell user={me.data} />;
}
