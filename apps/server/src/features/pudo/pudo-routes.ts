import {
  normaliseParcelNumber,
  paymentCreateSchema,
  pudoPassCourierSchema,
  pudoReceivingScanSchema,
  pudoShipmentsQuerySchema,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import { capability } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { createPayment } from '../payments/payment-service.ts';
import { SCAN_REGISTRY_SCOPE } from '../scanning/scan-service.ts';
import { visits } from '../visits/visits-tables.ts';
import { acceptAllExpected, openReceivingScan } from './pudo-receiving.ts';
import { checkParcel, passToCourier, pudoParcels, pudoSummary, requirePudoDivision } from './pudo-service.ts';

const tags = ['pudo'];
/** Platform §6 "Pudo workplace: administrator-god, pudo manager, service desk". */
const PUDO_WORKPLACE = capability('pudoWorkplace');

const idParams = z.strictObject({ id: z.uuid() });

/** A payment at the pickup point always belongs to a visit of that point. */
const pudoPaymentSchema = paymentCreateSchema.safeExtend({ visitId: z.uuid() });

const parcelNumberParams = z.strictObject({
  number: z
    .string()
    .max(40)
    .transform((value, context) => {
      const number = normaliseParcelNumber(value);
      if (number === null) {
        context.addIssue({ code: 'invalid_format', format: 'regex', pattern: 'parcel number', input: value });
        return z.NEVER;
      }
      return number;
    }),
});

/** The PUDO workplace calls (registers §7 "GET pudo/shipments"; the rest ours, under `pudo/`). */
export async function pudoRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get('/pudo/workplace', { config: { permission: PUDO_WORKPLACE }, schema: { tags } }, (request) =>
    pudoSummary(db, request.authUser!),
  );

  routes.get(
    '/pudo/shipments',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, querystring: pudoShipmentsQuerySchema } },
    async (request) => {
      const division = await requirePudoDivision(db, request.authUser!);
      return { items: await pudoParcels(db, division.id, request.query.state ?? 'arrived') };
    },
  );

  // Receiving is a scan registry of the PUDO (registers §4 "After a scan is created"; §7 "PUDO mode
  // inserts a pudo segment"): scanned and closed through `scan-registry/{id}/…` like any scan.
  routes.post(
    '/pudo/scan-registry',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, body: pudoReceivingScanSchema } },
    async (request, reply) => {
      const opened = await db
        .transaction(async (tx) => {
          const division = await requirePudoDivision(tx, request.authUser!);
          return openReceivingScan(tx, request.authUser!, division, request.body);
        })
        .catch(rethrowAsClientError);
      return reply.status(opened.reused ? 200 : 201).send(opened);
    },
  );

  routes.post(
    '/pudo/scan-registry/:id/mark-all',
    {
      config: { permission: PUDO_WORKPLACE, scope: { id: SCAN_REGISTRY_SCOPE } },
      schema: { tags, params: idParams },
    },
    (request) =>
      db
        .transaction(async (tx) => {
          const division = await requirePudoDivision(tx, request.authUser!);
          return acceptAllExpected(tx, request.authUser!, division, request.params.id);
        })
        .catch(rethrowAsClientError),
  );

  routes.post(
    '/pudo/pass-courier',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, body: pudoPassCourierSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const division = await requirePudoDivision(tx, request.authUser!);
        const { courierBarcode, parcelNumbers } = request.body;
        return { items: await passToCourier(tx, request.authUser!, division, courierBarcode, parcelNumbers) };
      }),
  );

  // Registers §7 "PUDO mode inserts a pudo segment": the point takes what its visits ask (the
  // recipient's fees, cash on delivery) through `pudo/payments`, only in a visit of its own PUDO;
  // `POST payments` stays the payment-service roles' (platform §6). docs/decisions.md "Payments at
  // a pickup point".
  routes.post(
    '/pudo/payments',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, body: pudoPaymentSchema } },
    async (request, reply) => {
      const user = request.authUser!;
      const created = await db
        .transaction(async (tx) => {
          const division = await requirePudoDivision(tx, user);
          const [visit] = await tx
            .select({ divisionId: visits.divisionId, status: visits.status })
            .from(visits)
            .where(eq(visits.id, request.body.visitId));
          if (!visit || visit.divisionId !== division.id) throw notFound('Visit not found');
          if (visit.status !== 'Open') throw businessRule('VISIT_NOT_OPEN', 'The visit is closed');
          return createPayment(tx, user, request.body);
        })
        .catch(rethrowAsClientError);
      return reply.status(201).send(created);
    },
  );

  routes.get(
    '/pudo/parcels/:number',
    {
      config: {
        permission: PUDO_WORKPLACE,
        scope: {
          number: open(
            'a parcel number the point looks up: the answer says only what the point may do with it',
          ),
        },
      },
      schema: { tags, params: parcelNumberParams },
    },
    (request) => checkParcel(db, request.authUser!, request.params.number),
  );
}
