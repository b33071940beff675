import {
  goodsSearchQuerySchema,
  internalIdsQuerySchema,
  nomenclatureCalculationSchema,
  orderCreateSchema,
  orderUpdateSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, capability, routeRoles } from '../../http/permissions.ts';
import { userDivision } from '../users/user-division.ts';
import { checkVisitInScope, counterRecordScope } from '../visits/visit-scope.ts';
import { searchGoods } from './goods.ts';
import { calculateNomenclatures } from './nomenclature-calculations.ts';
import { createOrder, deleteOrder, readOrder, readOrders, updateOrder } from './order-service.ts';
import { addOrderToVisit } from './order-visit.ts';
import { orders } from './orders-tables.ts';

const tags = ['orders'];
const idParams = z.strictObject({ id: z.uuid() });
/** An order by id: outside the division scope of the visit list it is 404. */
const ONE_ORDER = {
  id: counterRecordScope({
    record: 'order',
    notFound: 'Order not found',
    table: orders,
    id: orders.id,
    divisionId: orders.divisionId,
  }),
};
/** The orders screens and the visit, where the goods sale happens. */
const READ_ORDERS = anyRole(...routeRoles('orders', 'order_edit', 'visit'));
/**
 * Platform §6 "Selling goods: everyone" — everyone who works at the counter, where goods are sold,
 * may look goods up (the roles of the visit route); making or changing the order itself is
 * "Orders: creation and deletion by administrator-god, branch employee and branch manager"
 * (docs/decisions.md "Who sells goods").
 */
const SELL_GOODS = anyRole(...routeRoles('visit'));
const ORDER_WRITE = capability('ordersCreateAndDelete');

/** Orders and the goods sale (registers §7 "Orders", §2.4 sell-goods dialog, §5 "Goods sale"). */
export async function orderRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/orders/goods',
    { config: { permission: SELL_GOODS }, schema: { tags, querystring: goodsSearchQuerySchema } },
    async (request) => {
      const { countryCode } = await userDivision(db, request.authUser!.id);
      return { items: await searchGoods(db, countryCode, request.query) };
    },
  );

  routes.post(
    '/orders',
    { config: { permission: ORDER_WRITE }, schema: { tags, body: orderCreateSchema } },
    async (request, reply) => {
      const user = request.authUser!;
      const { visitId } = request.body;
      if (visitId) await checkVisitInScope(db, user, visitId);
      try {
        const id = await db.transaction(async (tx) => {
          const row = await createOrder(tx, user, request.body);
          if (visitId) await addOrderToVisit(tx, user, visitId, row);
          return row.id;
        });
        const order = await readOrder(db, user, id);
        return reply.status(201).send({ data: order });
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );

  routes.get(
    '/orders/:id',
    { config: { permission: READ_ORDERS, scope: ONE_ORDER }, schema: { tags, params: idParams } },
    async (request) => readOrder(db, request.authUser!, request.params.id),
  );

  routes.put(
    '/orders/:id',
    {
      config: { permission: ORDER_WRITE, scope: ONE_ORDER },
      schema: { tags, params: idParams, body: orderUpdateSchema },
    },
    async (request) => {
      const user = request.authUser!;
      try {
        await db.transaction((tx) => updateOrder(tx, user, request.params.id, request.body));
      } catch (error) {
        return rethrowAsClientError(error);
      }
      return { data: await readOrder(db, user, request.params.id) };
    },
  );

  routes.delete(
    '/orders/:id',
    {
      config: { permission: capability('ordersCreateAndDelete'), scope: ONE_ORDER },
      schema: { tags, params: idParams },
    },
    async (request, reply) => {
      await db.transaction((tx) => deleteOrder(tx, request.authUser!, request.params.id));
      return reply.status(204).send();
    },
  );

  routes.get(
    '/internal/orders',
    { config: { permission: READ_ORDERS }, schema: { tags, querystring: internalIdsQuerySchema } },
    async (request) => ({ items: await readOrders(db, request.authUser!, request.query.ids) }),
  );

  routes.post(
    '/pricing/nomenclature-calculations',
    { config: { permission: SELL_GOODS }, schema: { tags, body: nomenclatureCalculationSchema } },
    async (request) => ({ items: await calculateNomenclatures(db, request.body) }),
  );
}
