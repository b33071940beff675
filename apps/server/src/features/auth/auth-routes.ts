import {
  type AuthConfig,
  authConfigSchema,
  loginBodySchema,
  logoutBodySchema,
  refreshBodySchema,
  tokenPairSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC } from '../../http/permissions.ts';
import { ThrottledError, throttleLogFields } from './login-throttle.ts';

export async function authRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { auth, config } = app.ctx;

  // Public: the sign-in page reads it before anybody has signed in.
  routes.get(
    '/auth/config',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['auth'], response: { 200: authConfigSchema } },
    },
    (): AuthConfig => {
      if (!config.oidc) return { mode: 'builtin' };
      const { issuer, clientId, scope, audience } = config.oidc;
      return { mode: 'oidc', issuer, clientId, scope, audience };
    },
  );

  routes.post(
    '/auth/login',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['auth'], body: loginBodySchema, response: { 200: tokenPairSchema } },
    },
    async (request) => {
      const { login, password } = request.body;
      try {
        return await auth.login(login, password, request.ip);
      } catch (error) {
        if (error instanceof ThrottledError) {
          const { kind: counter, retryAfterSeconds, userId } = error;
          const fields = { userId, counter, retryAfterSeconds, ...throttleLogFields(login, request.ip) };
          request.log.warn(fields, 'sign-in throttled');
        }
        throw error;
      }
    },
  );

  routes.post(
    '/auth/refresh',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['auth'], body: refreshBodySchema, response: { 200: tokenPairSchema } },
    },
    (request) => auth.refresh(request.body.refreshToken),
  );

  // Public: an expired id token must not stop a user from ending the session.
  routes.post(
    '/auth/logout',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['auth'],
        body: logoutBodySchema.optional(),
        response: { 200: z.object({ ok: z.literal(true) }) },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      const idToken = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      await auth.logout(request.body?.refreshToken, idToken);
      return { ok: true as const };
    },
  );
}
