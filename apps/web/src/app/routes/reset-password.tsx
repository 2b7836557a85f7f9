import { useSearchParams } from 'react-router';
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx';

/** public: the mailed reset link opens here, signed in or not */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return <ResetPasswordScreen key={token} token={token} />;
}
