import {
  canPrintSearchCoupon,
  cleanShipmentsQuerySchema,
  internalShipmentsQuerySchema,
  type ParcelRecipientRecord,
  PRINT_FORM_KINDS,
  parcelRecipientsQuerySchema,
  parcelRecipientsSchema,
  printFormQuerySchema,
  promoCodeApplySchema,
  shipmentAcceptSchema,
  shipmentDraftSchema,
  shipmentUpdateSchema,
  toLatinKeyboard,
  visitSearchTextSchema,
} from '@console/domain';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import { capability } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { PrintFormError, printFormDisposition, renderPrintForm } from '../print-forms/print-forms.ts';
import { cleanShipments } from './clean-shipments.ts';
import { READ_SHIPMENTS, WRITE_SHIPMENTS } from './shipment-access.ts';
import { printableShipment } from './shipment-printing.ts';
import { applyPromoCode } from './shipment-promo.ts';
import { SHARED_SHIPMENT } from './shipment-scope.ts';
import { visitSearch } from './shipment-search.ts';
import {
  acceptShipments,
  insertShipment,
  markMarkingPrinted,
  readInternalServices,
  readShipments,
  registerParcelRecipients,
  updateShipment,
} from './shipment-workflow.ts';
import { shipmentParcels } from './shipments-tables.ts';

const idParams = z.strictObject({ id: z.uuid() });
const tags = ['shipments'];

/** Shipment calls of docs/shipments-and-visits-api.md "Shipments": thin handlers over the workflow. */
export async function shipmentRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  async function oneShipment(id: string) {
    const [shipment] = await readShipments(db, [id]);
    if (!shipment) throw notFound('Shipment not found');
    return shipment;
  }

  routes.get(
    '/shipments/:id',
    {
      config: { permission: READ_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams },
    },
    (request) => oneShipment(request.params.id),
  );

  routes.get(
    '/internal/shipments',
    { config: { permission: READ_SHIPMENTS }, schema: { tags, querystring: internalShipmentsQuerySchema } },
    async (request) => ({ items: await readShipments(db, request.query.ids) }),
  );

  // Which of the named shipments carry no open business (registers §7 "GET clean-shipments").
  routes.get(
    '/clean-shipments',
    { config: { permission: READ_SHIPMENTS }, schema: { tags, querystring: cleanShipmentsQuerySchema } },
    (request) => cleanShipments(db, request.query),
  );

  routes.get(
    '/shipments/:id/internal-services',
    {
      config: { permission: READ_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams },
    },
    async (request) => {
      await oneShipment(request.params.id);
      return readInternalServices(db, request.params.id);
    },
  );

  routes.post(
    '/v2/shipments',
    { config: { permission: WRITE_SHIPMENTS }, schema: { tags, body: shipmentDraftSchema } },
    async (request, reply) => {
      const created = await db.transaction((tx) => insertShipment(tx, request.authUser!, request.body));
      return reply.status(201).send(created);
    },
  );

  routes.put(
    '/v2/shipments/:id',
    {
      config: { permission: WRITE_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams, body: shipmentUpdateSchema },
    },
    (request) =>
      db.transaction((tx) =>
        updateShipment(tx, request.authUser!, request.params.id, request.body, request.body.lockVersion),
      ),
  );

  routes.put(
    '/shipments/accept',
    { config: { permission: capability('sendOrIssueParcel') }, schema: { tags, body: shipmentAcceptSchema } },
    async (request) => {
      await db.transaction((tx) => acceptShipments(tx, request.authUser!, request.body.ids));
      return { items: await readShipments(db, request.body.ids) };
    },
  );

  routes.post(
    '/shipment-parcel-recipients',
    {
      config: { permission: capability('sendOrIssueParcel') },
      schema: { tags, body: parcelRecipientsSchema },
    },
    async (request) => {
      await db.transaction((tx) => registerParcelRecipients(tx, request.authUser!, request.body.data));
      return { data: { success: true } };
    },
  );

  routes.get(
    '/shipment-parcel-recipients',
    { config: { permission: READ_SHIPMENTS }, schema: { tags, querystring: parcelRecipientsQuerySchema } },
    async (request): Promise<{ items: ParcelRecipientRecord[] }> => {
      const rows = await db
        .select({
          shipmentId: shipmentParcels.shipmentId,
          parcelNumber: shipmentParcels.number,
          recipient: shipmentParcels.recipient,
        })
        .from(shipmentParcels)
        .where(
          and(eq(shipmentParcels.shipmentId, request.query.shipmentId), isNotNull(shipmentParcels.recipient)),
        )
        .orderBy(asc(shipmentParcels.position));
      return { items: rows.map((row) => ({ ...row, recipient: row.recipient! })) };
    },
  );

  routes.get(
    '/shipments/visit-search/:text',
    {
      config: {
        permission: READ_SHIPMENTS,
        scope: { text: open('search text: the search narrows its own results') },
      },
      schema: {
        tags,
        // Text typed with a Cyrillic or Polish layout is read as the Latin keys first.
        params: z.strictObject({ text: z.string().transform(toLatinKeyboard).pipe(visitSearchTextSchema) }),
      },
    },
    (request) => visitSearch(db, request.params.text),
  );

  routes.post(
    '/shipments/:id/promo-codes',
    {
      config: { permission: WRITE_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams, body: promoCodeApplySchema },
    },
    (request) =>
      db.transaction((tx) =>
        applyPromoCode(tx, request.authUser!, request.params.id, request.body.promoCode),
      ),
  );

  const shipmentPrintKinds = PRINT_FORM_KINDS.filter((kind) => kind !== 'invoice');
  routes.get(
    '/shipments/print-form/:kind',
    {
      config: {
        permission: READ_SHIPMENTS,
        scope: { kind: open('a print-form kind, not a record') },
        rateLimit: 'printForms',
      },
      schema: {
        tags,
        params: z.strictObject({ kind: z.enum(shipmentPrintKinds as [string, ...string[]]) }),
        querystring: printFormQuerySchema,
      },
    },
    async (request, reply) => {
      const kind = request.params.kind as (typeof PRINT_FORM_KINDS)[number];
      const { ids, clientName, documentStatus, language, timeZone } = request.query;
      // The search coupon finds a parcel to hand over: only for a delivery being issued or refused.
      if (kind === 'search-coupon' && !canPrintSearchCoupon(documentStatus))
        throw businessRule('print_only_delivery', 'print_only_delivery');
      const found = await readShipments(db, ids);
      if (found.length !== new Set(ids).size) throw notFound('Shipment not found');
      const pdf = await renderPrintForm(kind, found.map(printableShipment), {
        ...(clientName ? { clientName } : {}),
        ...(language ? { language } : {}),
        timeZone: timeZone ?? (await zoneOfUser(db, request.authUser!)),
      });
      if (kind === 'marking') {
        await db.transaction((tx) => markMarkingPrinted(tx, request.authUser!, ids));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', printFormDisposition(kind, found[0]!.number))
        .send(pdf);
    },
  );

  routes.get(
    '/invoices/print-form',
    {
      config: { permission: READ_SHIPMENTS, rateLimit: 'printForms' },
      schema: { tags, querystring: printFormQuerySchema },
    },
    async (request, reply) => {
      const { ids, language, timeZone } = request.query;
      const found = await readShipments(db, ids);
      if (found.length !== new Set(ids).size) throw notFound('Shipment not found');
      try {
        const pdf = await renderPrintForm('invoice', found.map(printableShipment), {
          ...(language ? { language } : {}),
          timeZone: timeZone ?? (await zoneOfUser(db, request.authUser!)),
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', printFormDisposition('invoice', found[0]!.number))
          .send(pdf);
      } catch (error) {
        if (error instanceof PrintFormError) throw businessRule('INVALID_INVOICE', error.message);
        throw error;
      }
    },
  );
}
