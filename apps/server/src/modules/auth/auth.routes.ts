import { authRoutes as routes } from '@car-rental/domain/contract/auth';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import { fromTable } from '../../lib/route.ts';
import {
  createOwner,
  getSetupStatus,
  register,
  SignInThrottled,
  setMyLanguage,
  signIn,
  signOut,
} from './auth.service.ts';
import { sessionOf } from './auth-hook.ts';
import { resetPassword, sendPasswordResetEmail } from './password-reset.service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

export function registerAuthRoutes(api: Api, deps: AppDeps): void {
  /** sign-in and the password reset mail are rate limited per client address */
  const rateLimit = { max: deps.config.signInRateLimit, timeWindow: '1 minute' };

  api.route({
    ...fromTable(routes.getSetupStatus),
    handler: async () => getSetupStatus(deps),
  });
  api.route({
    ...fromTable(routes.createOwner, { config: { rateLimit } }),
    handler: async (request, reply) => {
      const { user, token } = await createOwner(actingFor(deps, request), request.body);
      setSessionCookie(reply, deps.config, token);
      return { user };
    },
  });
  api.route({
    ...fromTable(routes.signIn, { config: { rateLimit } }),
    handler: async (request, reply) => {
      try {
        const { user, token } = await signIn(deps, request.body, request.session?.id, request.ip);
        setSessionCookie(reply, deps.config, token);
        return { user };
      } catch (error) {
        if (error instanceof SignInThrottled) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        }
        throw error;
      }
    },
  });
  api.route({
    ...fromTable(routes.signOut),
    handler: async (request, reply) => {
      await signOut(deps, request.session?.id);
      clearSessionCookie(reply, deps.config);
      return { ok: true as const };
    },
  });
  api.route({
    ...fromTable(routes.getCurrentUser),
    handler: async (request) => ({ user: sessionOf(request).user }),
  });
  api.route({
    ...fromTable(routes.setMyLanguage),
    handler: async (request) => ({
      user: await setMyLanguage(
        actingFor(deps, request),
        sessionOf(request).user,
        request.body.language,
      ),
    }),
  });
  api.route({
    ...fromTable(routes.register),
    handler: async (request, reply) => {
      const user = await register(actingFor(deps, request), sessionOf(request).user, request.body);
      return reply.code(201).send({ user });
    },
  });
  api.route({
    ...fromTable(routes.sendPasswordResetEmail, { config: { rateLimit } }),
    handler: async (request, reply) => {
      await sendPasswordResetEmail(deps, request.body.email, (error) =>
        request.log.error({ err: error }, 'password reset mail failed'),
      );
      return reply.code(202).send({ ok: true as const });
    },
  });
  api.route({
    ...fromTable(routes.resetPassword, { config: { rateLimit } }),
    handler: async (request) => {
      await resetPassword(actingFor(deps, request), request.body);
      return { ok: true as const };
    },
  });
}
