import {
  CID_PATTERN,
  staffFixationCreateSchema,
  staffFixationListQuerySchema,
  toLatinKeyboard,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { notFound } from '../../http/errors.ts';
import { anyRole, routeRoles, SIGNED_IN } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { findClient } from '../shipments/shipment-search.ts';
import { fixStaff, todaysFixations } from './staff-fixation-service.ts';

const tags = ['staff'];

/**
 * The mobile scanner's calls: staff fixations (registers §7 "Staff: POST staff-fixations") and the
 * CID look-up of a scanned client barcode (registers §7 "GET /cid/search/{cidOrPhone}").
 */
export async function staffFixationRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  // The mobile-app routes are open to any signed-in user (platform §2); the division rule is the service's.
  routes.post(
    '/staff-fixations',
    { config: { permission: SIGNED_IN }, schema: { tags, body: staffFixationCreateSchema } },
    async (request, reply) =>
      reply.status(201).send(await db.transaction((tx) => fixStaff(tx, request.authUser!, request.body))),
  );

  routes.get(
    '/staff-fixations',
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: staffFixationListQuerySchema } },
    async (request) => ({ items: await todaysFixations(db, request.authUser!, request.query.divisionId) }),
  );

  // A client's name and phones are for those who serve clients: the roles of the visit screen.
  routes.get(
    '/cid/search/:cidOrPhone',
    {
      config: {
        permission: anyRole(...routeRoles('visit')),
        scope: { cidOrPhone: open('search text: a visitor’s CID or phone') },
      },
      schema: {
        tags: ['cid'],
        params: z.strictObject({
          cidOrPhone: z
            .string()
            .max(40)
            .transform((value) => {
              const text = toLatinKeyboard(value)
                .trim()
                .toUpperCase()
                .replace(/[\s()+-]/g, '');
              return text.startsWith('CID') ? text : `CID${text}`;
            })
            .pipe(z.string().regex(CID_PATTERN)),
        }),
      },
    },
    async (request) => {
      const client = await findClient(db, request.params.cidOrPhone);
      if (!client) throw notFound('Client not found');
      return { ...client, regionBase: null };
    },
  );
}
