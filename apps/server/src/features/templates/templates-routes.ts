import {
  FALLBACK_LANGUAGE,
  INFORMING_CLIENT_TYPES,
  type ShipmentJourneyEvent,
  statusCodeOfEvent,
  TEMPLATE_LANGUAGE,
  templateCreateSchema,
  templateUpdateSchema,
} from '@console/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { notFound } from '../../http/errors.ts';
import { anyRole, routeRoles, SIGNED_IN } from '../../http/permissions.ts';
import { REFERENCE_DATA } from '../../http/record-scope.ts';
import { READ_SHIPMENTS } from '../shipments/shipment-access.ts';
import { readShipmentEvents } from '../shipments/shipment-events.ts';
import { SHARED_SHIPMENT } from '../shipments/shipment-scope.ts';
import { shipments } from '../shipments/shipments-tables.ts';
import {
  createTemplate,
  deleteTemplate,
  readTemplate,
  type TrackingText,
  trackingText,
  trackingTextsOfEvents,
  updateTemplate,
} from './templates-service.ts';

/** Platform §2: templates, templates_create and templates_edit are administrator-god's. */
const TEMPLATE_ADMIN = anyRole(...routeRoles('templates', 'templates_create', 'templates_edit'));
const params = z.strictObject({ id: z.uuid() });
const trackingQuery = z.strictObject({
  statusCode: z.coerce.number().int().min(0).max(9999),
  language: z.string().trim().toLowerCase().regex(TEMPLATE_LANGUAGE).default(FALLBACK_LANGUAGE),
  clientType: z.enum(INFORMING_CLIENT_TYPES).optional(),
});

/**
 * Notification templates (registers §2.3, §3.2, §5; the list is the register's `GET templates`):
 * read, create, update with lockVersion, delete (inactive), and the tracking text of a status code.
 */
export async function templatesRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['templates'];

  routes.get(
    '/templates/:id',
    { config: { permission: TEMPLATE_ADMIN, scope: { id: REFERENCE_DATA } }, schema: { tags, params } },
    (request) => readTemplate(db, request.params.id),
  );

  routes.post(
    '/templates',
    { config: { permission: TEMPLATE_ADMIN }, schema: { tags, body: templateCreateSchema } },
    async (request, reply) => {
      try {
        const created = await db.transaction((tx) => createTemplate(tx, request.authUser!, request.body));
        return reply.status(201).send(created);
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );

  routes.put(
    '/templates/:id',
    {
      config: { permission: TEMPLATE_ADMIN, scope: { id: REFERENCE_DATA } },
      schema: { tags, params, body: templateUpdateSchema },
    },
    async (request) => {
      try {
        return await db.transaction((tx) =>
          updateTemplate(tx, request.authUser!, request.params.id, request.body),
        );
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );

  routes.delete(
    '/templates/:id',
    { config: { permission: TEMPLATE_ADMIN, scope: { id: REFERENCE_DATA } }, schema: { tags, params } },
    (request) => db.transaction((tx) => deleteTemplate(tx, request.authUser!, request.params.id)),
  );

  // A shipment's tracking: its events, oldest first, each with the tracking text of its status code.
  routes.get(
    '/shipments/:id/tracking',
    {
      config: { permission: READ_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params, querystring: trackingQuery.pick({ language: true }) },
    },
    async (request) => {
      const [shipment] = await db
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.id, request.params.id));
      if (!shipment) throw notFound('Shipment not found');
      const events = await readShipmentEvents(db, shipment.id);
      const texts = await trackingTextsOfEvents(
        db,
        events.map((event) => event.event),
        request.query.language,
      );
      const items: (ShipmentJourneyEvent & { tracking: TrackingText | null })[] = events.map((event) => ({
        ...event,
        statusCode: statusCodeOfEvent(event.event) ?? null,
        tracking: texts[event.event] ?? null,
      }));
      return { items };
    },
  );

  // The tracking text of a status code: what the shipment's tracking shows to whoever reads it.
  routes.get(
    '/tracking/template',
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: trackingQuery } },
    async (request) => ({ item: await trackingText(db, request.query) }),
  );
}
