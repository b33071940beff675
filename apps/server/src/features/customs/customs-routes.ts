import {
  customsDataSaveSchema,
  customsExportQuerySchema,
  customsQueueQuerySchema,
  hsCodeSearchQuerySchema,
  todayIn,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { businessRule } from '../../http/errors.ts';
import { anyRole, type Permission, routeRoles } from '../../http/permissions.ts';
import { SHIPMENT_SCOPE } from '../attachments/shipment-scope.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { renderCn23Pdf } from './cn23-form.ts';
import { customsCsv } from './customs-export.ts';
import { customsExportRows, customsQueue, readCustomsData, saveCustomsData } from './customs-service.ts';
import { searchHsCodes } from './hs-codes.ts';

/** The customs data hub's roles: administrator-god, service desk, broker (platform §2). */
export const CUSTOMS_WORK: Permission = anyRole(...routeRoles('customs_data_hub'));
/** HS code look-ups: the hub, and the shipment editor's invoice lines. */
const HS_SEARCH: Permission = anyRole(...routeRoles('customs_data_hub', 'one_shipment'));

const tags = ['customs'];

/** The customs data hub (issue 13): queue, data, save, HS search, CN 23 and the broker export. */
export async function customsRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/search-cargo-hs-codes',
    { config: { permission: HS_SEARCH }, schema: { tags, querystring: hsCodeSearchQuerySchema } },
    async (request) => {
      const items = await searchHsCodes(db, request.query.search, request.query.limit);
      return { items, total: items.length };
    },
  );

  routes.get(
    '/shipments/customs/queue',
    { config: { permission: CUSTOMS_WORK }, schema: { tags, querystring: customsQueueQuerySchema } },
    (request) => customsQueue(db, request.query),
  );

  routes.get(
    '/shipments/customs/data/:shipmentId',
    {
      config: { permission: CUSTOMS_WORK, scope: { shipmentId: SHIPMENT_SCOPE } },
      schema: { tags, params: z.strictObject({ shipmentId: z.uuid() }) },
    },
    (request) => readCustomsData(db, request.params.shipmentId),
  );

  routes.post(
    '/shipments/customs/data',
    { config: { permission: CUSTOMS_WORK }, schema: { tags, body: customsDataSaveSchema } },
    async (request) => {
      const saved = await db.transaction((tx) => saveCustomsData(tx, request.authUser!, request.body));
      request.log.info({ shipmentId: saved.shipmentId, status: saved.status }, 'customs data saved');
      return saved;
    },
  );

  routes.get(
    '/shipments/customs/export',
    { config: { permission: CUSTOMS_WORK }, schema: { tags, querystring: customsExportQuerySchema } },
    async (request, reply) => {
      const rows = await customsExportRows(db, request.query.ids);
      // The file is named after today at the caller's division.
      const stamp = todayIn(await zoneOfUser(db, request.authUser!));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition(`customs-${stamp}.csv`))
        .send(customsCsv(rows));
    },
  );

  routes.get(
    '/shipments/print-form/cn23',
    {
      config: { permission: CUSTOMS_WORK, rateLimit: 'printForms' },
      schema: { tags, querystring: customsExportQuerySchema },
    },
    async (request, reply) => {
      const rows = await customsExportRows(db, request.query.ids);
      const missing = rows.find((row) => !row.customs || row.customs.lines.length === 0);
      if (missing) {
        throw businessRule(
          'CUSTOMS_MISSING',
          `Shipment ${missing.shipment.number} has no customs goods lines to print`,
        );
      }
      const pdf = await renderCn23Pdf(
        rows.map((row) => ({
          shipment: row.shipment,
          status: row.customs!.status,
          lines: row.customs!.lines,
          declaredAt: row.customs!.updatedAt,
        })),
        request.query.timeZone ?? (await zoneOfUser(db, request.authUser!)),
      );
      const safeNumber = rows[0]!.shipment.number.replace(/[^A-Za-z0-9_-]+/g, '_');
      return reply
        .type('application/pdf')
        .header('content-disposition', contentDisposition(`cn23-${safeNumber}.pdf`, 'inline'))
        .send(pdf);
    },
  );
}
