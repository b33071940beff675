import { trackingDeliveryDateSchema, trackingParamsSchema, trackingRedirectSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { PUBLIC } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { changeDeliveryDate, readTrackingOptions, redirectToPudo } from './tracking-choices.ts';
import { readTracking } from './tracking-read.ts';

const tags = ['tracking'];

/**
 * The recipient's tracking page (issue 27): no sign-in, the token is the key. Every call counts
 * against the client address's `tracking` limit, a wrong token too (429 past it).
 */
const config = {
  permission: PUBLIC,
  rateLimit: 'tracking',
  scope: { token: open("an unguessable tracking token: whoever holds it is the parcel's recipient") },
} as const;

export async function trackingRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get('/tracking/:token', { config, schema: { tags, params: trackingParamsSchema } }, (request) =>
    readTracking(db, request.params.token),
  );

  routes.get(
    '/tracking/:token/options',
    { config, schema: { tags, params: trackingParamsSchema } },
    (request) => readTrackingOptions(db, request.params.token),
  );

  routes.post(
    '/tracking/:token/redirect',
    { config, schema: { tags, params: trackingParamsSchema, body: trackingRedirectSchema } },
    async (request, reply) => {
      const { token } = request.params;
      const created = await db.transaction((tx) => redirectToPudo(tx, token, request.body.pudoId));
      request.log.info({ modificationId: created.id, shipmentId: created.shipmentId }, 'tracking redirect');
      return reply.status(201).send(await readTracking(db, token));
    },
  );

  routes.post(
    '/tracking/:token/delivery-date',
    { config, schema: { tags, params: trackingParamsSchema, body: trackingDeliveryDateSchema } },
    async (request, reply) => {
      const { token } = request.params;
      const created = await db.transaction((tx) => changeDeliveryDate(tx, token, request.body.date));
      request.log.info(
        { modificationId: created.id, shipmentId: created.shipmentId },
        'tracking delivery date',
      );
      return reply.status(201).send(await readTracking(db, token));
    },
  );
}
