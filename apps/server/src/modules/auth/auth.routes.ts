import {
  createOwnerBody,
  passwordResetBody,
  registerBody,
  resetPasswordBody,
  setupStatus,
  signInBody,
  userAnswer,
} from '@car-rental/domain/contract/auth';
import { ok } from '@car-rental/domain/contract/common';
import { actingFor } from '../../lib/actor.ts';
import type { Api, AppDeps } from '../../lib/deps.ts';
import {
  createOwner,
  getSetupStatus,
  register,
  SignInThrottled,
  signIn,
  signOut,
} from './auth.service.ts';
import { sessionOf } from './auth-hook.ts';
import { resetPassword, sendPasswordResetEmail } from './password-reset.service.ts';
import { clearSessionCookie, setSessionCookie } from './session-cookie.ts';

const tags = ['auth'];

export function registerAuthRoutes(api: Api, deps: AppDeps): void {
  /** sign-in and the password reset mail are rate limited per client address */
  const rateLimit = { max: deps.config.signInRateLimit, timeWindow: '1 minute' };

  api.get(
    '/auth/setup',
    {
      config: { public: true },
      schema: {
        operationId: 'getSetupStatus',
        tags,
        security: [],
        summary: 'Whether the owner account still has to be created',
        response: { 200: setupStatus },
      },
    },
    async () => getSetupStatus(deps),
  );

  api.post(
    '/auth/setup',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'createOwner',
        tags,
        security: [],
        summary: 'Create the first account (and the Total Benefit PIN) and sign it in',
        body: createOwnerBody,
        response: { 200: userAnswer },
      },
    },
    async (request, reply) => {
      const { user, token } = await createOwner(actingFor(deps, request), request.body);
      setSessionCookie(reply, deps.config, token);
      return { user };
    },
  );

  api.post(
    '/auth/sign-in',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'signIn',
        tags,
        security: [],
        summary: 'Sign in with username or e-mail; sets the sid cookie',
        body: signInBody,
        response: { 200: userAnswer },
      },
    },
    async (request, reply) => {
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
  );

  api.post(
    '/auth/sign-out',
    {
      config: { public: true },
      schema: {
        operationId: 'signOut',
        tags,
        summary: 'End this session and clear the cookie',
        response: { 200: ok },
      },
    },
    async (request, reply) => {
      await signOut(deps, request.session?.id);
      clearSessionCookie(reply, deps.config);
      return { ok: true as const };
    },
  );

  api.get(
    '/auth/me',
    {
      schema: {
        operationId: 'getCurrentUser',
        tags,
        summary: 'The signed-in account',
        response: { 200: userAnswer },
      },
    },
    async (request) => ({ user: sessionOf(request).user }),
  );

  api.post(
    '/auth/users',
    {
      schema: {
        operationId: 'register',
        tags,
        summary: 'Add a staff account (an agent unless `role` says; managers add agents only)',
        body: registerBody,
        response: { 201: userAnswer },
      },
    },
    async (request, reply) => {
      const user = await register(actingFor(deps, request), sessionOf(request).user, request.body);
      return reply.code(201).send({ user });
    },
  );

  api.post(
    '/auth/password-reset',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'sendPasswordResetEmail',
        tags,
        summary: 'Mail a one-time reset link valid 1 hour (same answer whether the account exists)',
        security: [],
        body: passwordResetBody,
        response: { 202: ok },
      },
    },
    async (request, reply) => {
      await sendPasswordResetEmail(deps, request.body.email, (error) =>
        request.log.error({ err: error }, 'password reset mail failed'),
      );
      return reply.code(202).send({ ok: true });
    },
  );

  api.post(
    '/auth/password-reset/confirm',
    {
      config: { public: true, rateLimit },
      schema: {
        operationId: 'resetPassword',
        tags,
        summary: 'Set a new password with a reset link; signs the account out everywhere',
        security: [],
        body: resetPasswordBody,
        response: { 200: ok },
      },
    },
    async (request) => {
      await resetPassword(actingFor(deps, request), request.body);
      return { ok: true as const };
    },
  );
}
