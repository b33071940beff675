import { shipmentClaimSchema, shipmentOrderCreateSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { capability } from '../../http/permissions.ts';
import { readOrder } from '../orders/order-service.ts';
import { registerClaim, sellGoodsOnShipment } from './shipment-counter.ts';
import { SHARED_SHIPMENT } from './shipment-scope.ts';

const tags = ['shipments'];
const idParams = z.strictObject({ id: z.uuid() });

/** What the shipment screen does besides editing and modifications: a claim, goods sold (platform §6). */
export async function shipmentCounterRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.post(
    '/shipments/:id/claims',
    {
      config: { permission: capability('shipmentClaim'), scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams, body: shipmentClaimSchema },
    },
    async (request, reply) => {
      const claim = await db.transaction((tx) =>
        registerClaim(tx, request.authUser!, request.params.id, request.body.text),
      );
      return reply.status(201).send(claim);
    },
  );

  routes.post(
    '/shipments/:id/orders',
    {
      config: { permission: capability('shipmentSellGoods'), scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams, body: shipmentOrderCreateSchema },
    },
    async (request, reply) => {
      const user = request.authUser!;
      try {
        const order = await db.transaction((tx) =>
          sellGoodsOnShipment(tx, user, request.params.id, request.body),
        );
        return reply.status(201).send({ data: await readOrder(db, user, order.id) });
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );
}
