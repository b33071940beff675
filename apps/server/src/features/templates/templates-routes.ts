import {
  FALLBACK_LANGUAGE,
  INFORMING_CLIENT_TYPES,
  TEMPLATE_LANGUAGE,
  templateCreateSchema,
  templateUpdateSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, routeRoles, SIGNED_IN } from '../../http/permissions.ts';
import {
  createTemplate,
  deleteTemplate,
  readTemplate,
  trackingText,
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
    { config: { permission: TEMPLATE_ADMIN }, schema: { tags, params } },
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
    { config: { permission: TEMPLATE_ADMIN }, schema: { tags, params, body: templateUpdateSchema } },
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
    { config: { permission: TEMPLATE_ADMIN }, schema: { tags, params } },
    (request) => db.transaction((tx) => deleteTemplate(tx, request.authUser!, request.params.id)),
  );

  // The tracking text of a status code: what the shipment's tracking shows to whoever reads it.
  routes.get(
    '/tracking/template',
    { config: { permission: SIGNED_IN }, schema: { tags, querystring: trackingQuery } },
    async (request) => ({ item: await trackingText(db, request.query) }),
  );
}
