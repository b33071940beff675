import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Lifecycle } from '../../http/lifecycle.ts';
import { PUBLIC } from '../../http/permissions.ts';

/** How long readiness waits for the database before it says "not ready". */
const READY_PROBE_TIMEOUT_MS = 2000;

const readiness = z.object({
  status: z.enum(['ready', 'starting', 'draining', 'database unavailable']),
  database: z.enum(['embedded', 'server']),
});

/**
 * `health` (the console's own check), `health/live` (the process answers: restart it if not) and
 * `health/ready` (database reachable, migrations applied, not draining: send it traffic).
 */
export async function healthRoutes(app: FastifyInstance, options: { lifecycle: Lifecycle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { lifecycle } = options;

  routes.get(
    '/health',
    {
      config: { permission: PUBLIC },
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'server']) }) },
      },
    },
    async () => {
      await app.ctx.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.ctx.databaseKind };
    },
  );

  routes.get(
    '/health/live',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('live') }) } },
    },
    async () => ({ status: 'live' as const }),
  );

  routes.get(
    '/health/ready',
    {
      config: { permission: PUBLIC },
      schema: { tags: ['health'], response: { 200: readiness, 503: readiness } },
    },
    async (_request, reply) => {
      const database = app.ctx.databaseKind;
      if (lifecycle.draining) return reply.status(503).send({ status: 'draining', database });
      if (!lifecycle.ready) return reply.status(503).send({ status: 'starting', database });
      const reachable = await withTimeout(app.ctx.db.execute(sql`select 1`), READY_PROBE_TIMEOUT_MS).then(
        () => true,
        () => false,
      );
      if (!reachable) return reply.status(503).send({ status: 'database unavailable', database });
      return { status: 'ready' as const, database };
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
