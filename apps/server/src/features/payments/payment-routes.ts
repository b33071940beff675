import { paymentCreateSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { PAYMENT_SERVICE } from '../visits/visit-access.ts';
import { checkVisitInScope } from '../visits/visit-scope.ts';
import { createPayment } from './payment-service.ts';

/** `POST payments`: money taken at the counter for shipment services (registers §7 "Payments"). */
export async function paymentRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.post(
    '/payments',
    { config: { permission: PAYMENT_SERVICE }, schema: { tags: ['payments'], body: paymentCreateSchema } },
    async (request, reply) => {
      // A payment names its visit: the payer's name and phone come from it.
      if (request.body.visitId) await checkVisitInScope(db, request.authUser!, request.body.visitId);
      try {
        const created = await db.transaction((tx) => createPayment(tx, request.authUser!, request.body));
        return reply.status(201).send(created);
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );
}
