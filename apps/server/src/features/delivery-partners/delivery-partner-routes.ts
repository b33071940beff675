import {
  CARRIERS_BY_COUNTRY,
  deliveryPartnersByGeozoningSchema,
  type GeozonedDeliveryPartner,
  partnersOfferedIn,
  queryList,
  shipmentDeliveryPartnerSchema,
} from '@console/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound } from '../../http/errors.ts';
import { capability, SIGNED_IN } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { settlements } from '../addresses/settlements-table.ts';
import { SHIPMENT_SCOPE } from '../attachments/shipment-scope.ts';
import { recordAudit } from '../audit/audit.ts';
import { deliveryPartnersOf } from '../pickups/pickup-read.ts';
import { shipmentDeliveryPartners } from '../pickups/pickups-tables.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import { deliveryPartners } from './delivery-partners-table.ts';

const idParams = z.strictObject({ id: z.uuid() });
const listQuery = z.strictObject({
  shipmentIds: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(50)),
});
const SHIPMENT_WORK = capability('shipmentManagement');

/** A shipment's delivery-partner record is seen through its shipment (the shipment files' scope). */
const DELIVERY_PARTNER_RECORD_SCOPE = recordScope({
  record: 'shipment delivery partner',
  notFound: 'Delivery partner record not found',
  table: shipmentDeliveryPartners,
  id: shipmentDeliveryPartners.id,
  async allows(executor, user, id) {
    const [row] = await executor
      .select({ shipmentId: shipmentDeliveryPartners.shipmentId })
      .from(shipmentDeliveryPartners)
      .where(and(eq(shipmentDeliveryPartners.id, id), isNull(shipmentDeliveryPartners.deletedAt)));
    return row !== undefined && (await SHIPMENT_SCOPE.allows(executor, user, row.shipmentId));
  },
});

/**
 * Delivery partners (registers §7 "Delivery partners"; docs/decisions.md "Delivery partners"):
 * the partner branches stay the `delivery-partners` register; a shipment's first-mile partner
 * records live at `shipment-delivery-partners`; `delivery-partners/list-by-geozoning` offers the
 * branches of the carriers that serve a point's country, the nearest settlement's first.
 */
export async function deliveryPartnerRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['delivery_partners'];

  routes.get(
    '/delivery-partners/list-by-geozoning',
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: deliveryPartnersByGeozoningSchema } },
    async (request): Promise<{ items: GeozonedDeliveryPartner[] }> => {
      const { countryCode, lat, lng } = request.query;
      // The product's countries offer their partners (registers §9); others offer none.
      if (!(countryCode in CARRIERS_BY_COUNTRY)) return { items: [] };
      const carriers = [...partnersOfferedIn(countryCode)];
      // Branches whose address names the settlement nearest the point come first.
      const [nearest] = await db
        .select({ name: settlements.name })
        .from(settlements)
        .where(and(eq(settlements.countryCode, countryCode), isNull(settlements.deletedAt)))
        .orderBy(
          asc(
            sql`power(coalesce(${settlements.latitude}, 0) - ${lat}, 2) + power(coalesce(${settlements.longitude}, 0) - ${lng}, 2)`,
          ),
        )
        .limit(1);
      const rows = await db
        .select({
          id: deliveryPartners.id,
          carrier: deliveryPartners.carrier,
          number: deliveryPartners.number,
          name: deliveryPartners.name,
          address: deliveryPartners.address,
        })
        .from(deliveryPartners)
        .where(
          and(
            eq(deliveryPartners.countryCode, countryCode),
            inArray(deliveryPartners.carrier, carriers),
            isNull(deliveryPartners.deletedAt),
          ),
        )
        .orderBy(
          asc(
            nearest
              ? sql`case when ${deliveryPartners.address} ilike ${`%${nearest.name}%`} then 0 else 1 end`
              : sql`0`,
          ),
          asc(deliveryPartners.carrier),
          asc(deliveryPartners.number),
        )
        .limit(20);
      return { items: rows };
    },
  );

  routes.get(
    '/shipment-delivery-partners',
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: listQuery } },
    async (request) => {
      const byShipment = await deliveryPartnersOf(db, request.query.shipmentIds);
      return { items: [...byShipment.values()].flat() };
    },
  );

  routes.post(
    '/shipments/:id/delivery-partners',
    {
      config: { permission: SHIPMENT_WORK, scope: { id: SHIPMENT_SCOPE } },
      schema: { tags, params: idParams, body: shipmentDeliveryPartnerSchema },
    },
    async (request, reply) => {
      const shipmentId = request.params.id;
      const created = await db
        .transaction(async (tx) => {
          const [shipment] = await tx
            .select({ id: shipments.id })
            .from(shipments)
            .where(eq(shipments.id, shipmentId));
          if (!shipment) throw notFound('Shipment not found');
          // One main partner per shipment: a new main one replaces the old.
          if (request.body.main) {
            await tx
              .update(shipmentDeliveryPartners)
              .set({ main: false, updatedAt: new Date() })
              .where(eq(shipmentDeliveryPartners.shipmentId, shipmentId));
          }
          const [row] = await tx
            .insert(shipmentDeliveryPartners)
            .values({
              shipmentId,
              type: 'FirstMile',
              ...request.body,
              parcelNumber: request.body.parcelNumber ?? null,
            })
            .returning();
          if (!row) throw new Error('insert returned nothing');
          await recordAudit(tx, request.authUser, {
            action: 'create',
            entity: 'shipment_delivery_partners',
            entityId: row.id,
            after: { shipmentId, name: row.name, number: row.number },
          });
          return row;
        })
        .catch(rethrowAsClientError);
      return reply.status(201).send(created);
    },
  );

  routes.delete(
    '/shipment-delivery-partners/:id',
    {
      config: { permission: SHIPMENT_WORK, scope: { id: DELIVERY_PARTNER_RECORD_SCOPE } },
      schema: { tags, params: idParams },
    },
    async (request) => {
      const [row] = await db
        .update(shipmentDeliveryPartners)
        .set({ deletedAt: new Date(), updatedAt: new Date() })
        .where(
          and(eq(shipmentDeliveryPartners.id, request.params.id), isNull(shipmentDeliveryPartners.deletedAt)),
        )
        .returning({ id: shipmentDeliveryPartners.id });
      if (!row) throw notFound('Delivery partner record not found');
      await recordAudit(db, request.authUser, {
        action: 'delete',
        entity: 'shipment_delivery_partners',
        entityId: row.id,
      });
      return { id: row.id };
    },
  );
}
