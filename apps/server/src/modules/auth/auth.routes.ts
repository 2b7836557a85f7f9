import { authRoutes as routes } from '@car-rental/domain/contract/auth';
import { ok, operation, signedIn } from '../../lib/operation.ts';
import { getSetupStatus } from './auth-read.ts';
import { createOwner } from './create-owner.ts';
import { register } from './register.ts';
import { resetPassword } from './reset-password.ts';
import { sendPasswordResetEmail } from './send-password-reset-email.ts';
import { setMyLanguage } from './set-my-language.ts';
import { signIn } from './sign-in.ts';
import { signOut } from './sign-out.ts';

/**
 * Sign-in, the first owner and the password reset are rate limited per client address.
 * The session cookie is set and cleared through ctx.sessionCookie; a throttled sign-in's
 * refusal (SignInThrottled) carries the seconds the adapters send as Retry-After.
 */
export const authOperations = [
  operation(routes.getSetupStatus, async (_, { deps }) => getSetupStatus(deps)),
  operation(
    routes.createOwner,
    async ({ body }, ctx) => {
      const { user, token } = await createOwner(ctx.acting, body);
      ctx.sessionCookie.set(token);
      return { user };
    },
    { rateLimited: true },
  ),
  operation(
    routes.signIn,
    async ({ body }, ctx) => {
      const { user, token } = await signIn(ctx.deps, {
        body,
        previousSessionId: ctx.session?.id,
        address: ctx.clientAddress,
      });
      ctx.sessionCookie.set(token);
      return { user };
    },
    { rateLimited: true },
  ),
  operation(routes.signOut, async (_, ctx) => {
    await signOut(ctx.deps, { sessionId: ctx.session?.id });
    ctx.sessionCookie.clear();
    return ok;
  }),
  operation(routes.getCurrentUser, async (_, ctx) => ({ user: signedIn(ctx).user })),
  operation(routes.setMyLanguage, async ({ body }, ctx) => ({
    user: await setMyLanguage(ctx.acting, { you: signedIn(ctx).user, language: body.language }),
  })),
  operation(routes.register, async ({ body }, ctx) => ({
    user: await register(ctx.acting, { you: signedIn(ctx).user, body }),
  })),
  operation(
    routes.sendPasswordResetEmail,
    async ({ body }, ctx) => {
      await sendPasswordResetEmail(ctx.deps, {
        email: body.email,
        logMailError: (error) => ctx.logError(error, 'password reset mail failed'),
      });
      return ok;
    },
    { rateLimited: true },
  ),
  operation(
    routes.resetPassword,
    async ({ body }, { acting }) => {
      await resetPassword(acting, body);
      return ok;
    },
    { rateLimited: true },
  ),
];
