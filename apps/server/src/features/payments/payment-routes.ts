import {
  can,
  internalIdsQuerySchema,
  paymentCancellationSchema,
  paymentCreateSchema,
  paymentStatusesQuerySchema,
  paymentUpdateSchema,
  receiptQuerySchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { capability, type Permission, routeRoles } from '../../http/permissions.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { userDivision } from '../users/user-division.ts';
import { PAYMENT_SERVICE } from '../visits/visit-access.ts';
import { checkVisitInScope, counterRecordScope } from '../visits/visit-scope.ts';
import type { NovaPayPort } from './nova-pay-port.ts';
import {
  cancelPayments,
  deletePayment,
  readPayment,
  readPayments,
  updatePaymentNote,
} from './payment-operations.ts';
import { receiptDisposition, renderReceipt } from './payment-receipt.ts';
import { createPayment } from './payment-service.ts';
import { payments } from './payments-table.ts';

const tags = ['payments'];
const idParams = z.strictObject({ id: z.uuid() });
/** A payment by id: outside the division scope of the visit list it is 404 (docs/decisions.md "Money at the counter"). */
const ONE_PAYMENT = {
  id: counterRecordScope({
    record: 'payment',
    notFound: 'Payment not found',
    table: payments,
    id: payments.id,
    divisionId: payments.divisionId,
  }),
};
const PAYMENT_SCREEN_ROLES = routeRoles('payments', 'payment_edit');

/** The payments register and view, or the counter that took the payment (its receipt). */
const READ_PAYMENTS: Permission = {
  kind: 'check',
  describe: 'a payments screen role or can paymentService',
  allows: (user) =>
    user.groups.some((group) => (PAYMENT_SCREEN_ROLES as readonly string[]).includes(group)) ||
    can(user, 'paymentService'),
};

/**
 * Payments (registers §7 "Payments"): `POST payments` at the counter, the register's reads, the
 * cancellation of one or several and the deletion (platform §6: administrator-god and service
 * desk), the statuses call, the receipt and the NovaPay sign-in.
 */
export async function paymentRoutes(app: FastifyInstance, options: { db: Database; novaPay: NovaPayPort }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, novaPay } = options;

  routes.post(
    '/payments',
    { config: { permission: PAYMENT_SERVICE }, schema: { tags, body: paymentCreateSchema } },
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

  routes.get(
    '/payments/:id',
    { config: { permission: READ_PAYMENTS, scope: ONE_PAYMENT }, schema: { tags, params: idParams } },
    async (request) => readPayment(db, request.authUser!, request.params.id),
  );

  routes.get(
    '/internal-payments',
    { config: { permission: READ_PAYMENTS }, schema: { tags, querystring: internalIdsQuerySchema } },
    async (request) => ({ items: await readPayments(db, request.authUser!, request.query.ids) }),
  );

  routes.post(
    '/payments/payments-statuses',
    { config: { permission: READ_PAYMENTS }, schema: { tags, body: paymentStatusesQuerySchema } },
    async (request) => {
      const found = await readPayments(db, request.authUser!, request.body.ids);
      return {
        items: found.map((payment) => ({
          id: payment.id,
          number: payment.number,
          lastStatus: payment.lastStatus,
          lastStatusDateTime: payment.lastStatusDateTime,
        })),
      };
    },
  );

  routes.post(
    '/cancellation-of-payments',
    {
      config: { permission: capability('paymentCancel') },
      schema: { tags, body: paymentCancellationSchema },
    },
    async (request) => {
      const items = await db.transaction((tx) =>
        cancelPayments(tx, request.authUser!, request.body.payments, request.body.note),
      );
      return { items };
    },
  );

  routes.put(
    '/payments/:id',
    {
      config: { permission: capability('paymentCancel'), scope: ONE_PAYMENT },
      schema: { tags, params: idParams, body: paymentUpdateSchema },
    },
    async (request) => {
      const { id } = request.params;
      await db.transaction((tx) => updatePaymentNote(tx, request.authUser!, id, request.body.note));
      return readPayment(db, request.authUser!, id);
    },
  );

  routes.delete(
    '/payments/:id',
    {
      config: { permission: capability('paymentDelete'), scope: ONE_PAYMENT },
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      await db.transaction((tx) => deletePayment(tx, request.authUser!, request.params.id));
      return reply.status(204).send();
    },
  );

  routes.get(
    '/payments/:id/print-form/receipt',
    {
      config: { permission: READ_PAYMENTS, scope: ONE_PAYMENT, rateLimit: 'receipts' },
      schema: { tags, params: idParams, querystring: receiptQuerySchema },
    },
    async (request, reply) => {
      const payment = await readPayment(db, request.authUser!, request.params.id);
      const pdf = await renderReceipt(payment, request.query.format, {
        ...(request.query.lang ? { language: request.query.lang } : {}),
        timeZone: await zoneOfUser(db, request.authUser!),
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', receiptDisposition(payment.number))
        .send(pdf);
    },
  );

  routes.get(
    '/nova-pay/login',
    { config: { permission: { kind: 'roles', roles: routeRoles('novapay') } }, schema: { tags } },
    async (request) => {
      const { divisionId } = await userDivision(db, request.authUser!.id);
      const state = await novaPay.login({ login: request.authUser!.login, divisionId });
      request.log.info({ connected: state.connected, mode: state.mode }, 'NovaPay sign-in');
      return state;
    },
  );
}
