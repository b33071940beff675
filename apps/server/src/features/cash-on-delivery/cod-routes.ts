import { codPayableListQuerySchema, codPayoutCreateSchema } from '@console/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { capability, type Permission, routeRoles } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import {
  codPayablesReport,
  createCodPayout,
  listCodPayables,
  listCodPayouts,
  markCodPayoutPaidOff,
} from './cod-payouts.ts';
import { codPayouts } from './cod-tables.ts';

const tags = ['cash on delivery'];
const PAYMENT_SCREEN_ROLES = routeRoles('payments');

/** Collected cash on delivery is read on the payments screen (its "Cash on delivery" tab). */
const READ_COD: Permission = { kind: 'roles', roles: PAYMENT_SCREEN_ROLES };
/** Paying it out moves the operator's cash: editing cash-on-delivery cash (platform §6, administrator-god). */
const PAY_OUT_COD = capability('editCodCash');

/** A payout spans the divisions that collected it; only the payout capability reaches it at all. */
const ONE_PAYOUT = {
  id: recordScope({
    record: 'cash-on-delivery payout',
    notFound: 'Payout not found',
    table: codPayouts,
    id: codPayouts.id,
    async allows(executor, _user, id) {
      const [row] = await executor
        .select({ id: codPayouts.id })
        .from(codPayouts)
        .where(eq(codPayouts.id, id));
      return row !== undefined;
    },
  }),
};

/**
 * Cash on delivery owed to senders (docs/decisions.md "Cash on delivery"): the collected amounts,
 * the reconciliation report, payouts to a sender and their payment.
 */
export async function codRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/cod-payables',
    { config: { permission: READ_COD }, schema: { tags, querystring: codPayableListQuerySchema } },
    async (request) => listCodPayables(db, request.authUser!, request.query),
  );

  routes.get(
    '/cod-payables/report',
    { config: { permission: READ_COD }, schema: { tags } },
    async (request) => ({
      items: await codPayablesReport(db, request.authUser!),
    }),
  );

  routes.get('/cod-payouts', { config: { permission: PAY_OUT_COD }, schema: { tags } }, async () => ({
    items: await listCodPayouts(db),
  }));

  routes.post(
    '/cod-payouts',
    { config: { permission: PAY_OUT_COD }, schema: { tags, body: codPayoutCreateSchema } },
    async (request, reply) => {
      const payout = await db.transaction((tx) =>
        createCodPayout(tx, request.authUser!, request.body.payables),
      );
      return reply.status(201).send(payout);
    },
  );

  routes.post(
    '/cod-payouts/:id/paid-off',
    {
      config: { permission: PAY_OUT_COD, scope: ONE_PAYOUT },
      schema: { tags, params: z.strictObject({ id: z.uuid() }) },
    },
    async (request) => db.transaction((tx) => markCodPayoutPaidOff(tx, request.authUser!, request.params.id)),
  );
}
