import { timeIntervalFindBodySchema, timeIntervalFindQuerySchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { findTimeInterval } from './time-interval-find.ts';

/** Time-interval lookup; the register itself is served by the generic collection handler. */
export async function timeIntervalRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/time-intervals/find',
    {
      // Every form that takes a pickup reads it (the pickup form, the PUDO workplace).
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['time_intervals'],
        querystring: timeIntervalFindQuerySchema,
        body: timeIntervalFindBodySchema,
      },
    },
    (request) => findTimeInterval(options.db, request.query.type, request.body),
  );
}
