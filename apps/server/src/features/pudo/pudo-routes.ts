import {
  normaliseParcelNumber,
  pudoPassCourierSchema,
  pudoReceiveSchema,
  pudoShipmentsQuerySchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { capability } from '../../http/permissions.ts';
import {
  autoAccept,
  checkParcel,
  passToCourier,
  pudoParcels,
  pudoSummary,
  receiveParcels,
  requirePudoDivision,
} from './pudo-service.ts';

const tags = ['pudo'];
/** Platform §6 "Pudo workplace: administrator-god, pudo manager, service desk". */
const PUDO_WORKPLACE = capability('pudoWorkplace');

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

  routes.post(
    '/pudo/receive',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, body: pudoReceiveSchema } },
    (request) =>
      db.transaction(async (tx) => {
        const division = await requirePudoDivision(tx, request.authUser!);
        return { items: await receiveParcels(tx, request.authUser!, division, request.body.parcelNumbers) };
      }),
  );

  routes.post('/pudo/auto-accept', { config: { permission: PUDO_WORKPLACE }, schema: { tags } }, (request) =>
    db.transaction(async (tx) => {
      const division = await requirePudoDivision(tx, request.authUser!);
      return { items: await autoAccept(tx, request.authUser!, division) };
    }),
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

  routes.get(
    '/pudo/parcels/:number',
    { config: { permission: PUDO_WORKPLACE }, schema: { tags, params: parcelNumberParams } },
    (request) => checkParcel(db, request.authUser!, request.params.number),
  );
}
