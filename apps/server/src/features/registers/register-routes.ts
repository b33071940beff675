import {
  filterRightsErrors,
  MESSAGES,
  type RegisterDefinition,
  type ResourcePermissions,
  resourcePermissions,
} from '@console/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../http/errors.ts';
import type { AuthUser, Permission } from '../../http/permissions.ts';
import { readsOwnWrites } from '../../http/read-routing.ts';
import { REFERENCE_DATA } from '../../http/record-scope.ts';
import { registerHistoryRead, registerRowsRead } from './register-read-access.ts';
import { IGNORED_ON_UPDATE, type ListQuery, type RegisterService } from './register-service.ts';

/** A write is allowed when the caller's rights on the register's resource include it (platform §6). */
export function registerWrite(definition: RegisterDefinition, action: keyof ResourcePermissions): Permission {
  const { resource } = definition;
  return {
    kind: 'check',
    describe: `${action} on ${resource ?? definition.key} (resourcePermissions)`,
    allows: (user) => resource !== null && resourcePermissions(user, resource)[action],
  };
}

/**
 * A filter that needs a capability the caller lacks is refused, not quietly dropped: 403 naming
 * the filter (docs/decisions.md "Record scope"). Scoped lists narrow the rows on top of this.
 */
function checkFilterRights(definition: RegisterDefinition, user: AuthUser, query: ListQuery) {
  const errors = filterRightsErrors(user, definition, query);
  if (Object.keys(errors).length > 0)
    throw new HttpError(403, 'FORBIDDEN', MESSAGES.resourceForbidden, errors);
}

/** The key in the path: a uuid for `id` keys, the natural key (code, tin, number, mdmId) otherwise. */
function keyParams(definition: RegisterDefinition) {
  return z.strictObject({
    id: definition.keyField === 'id' ? z.uuid() : z.string().trim().min(1).max(100),
  });
}

/** PUT and PATCH ignore the record's timestamps when a client sends the whole record back. */
function ignoringTimestamps(schema: z.ZodType) {
  return z.preprocess((body) => {
    if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
    const copy: Record<string, unknown> = { ...body };
    for (const field of IGNORED_ON_UPDATE) delete copy[field];
    return copy;
  }, schema);
}

/**
 * PATCH validates the fields sent, no more: the object schema made partial. A pipe from an object
 * (route optimisation: the shape, then rules across fields) keeps its rules on the fields sent.
 */
export function partialOf(schema: z.ZodType): z.ZodType {
  if (schema instanceof z.ZodObject) return schema.partial();
  if (schema instanceof z.ZodPipe && schema.in instanceof z.ZodObject) {
    return (schema.in.partial() as z.ZodType).pipe(schema.out as z.ZodType);
  }
  return schema;
}

/** The generic registers are reference data and configuration: a row by id is not a division's. */
const ONE_ROW = { id: REFERENCE_DATA };

const historyQuerySchema = z.strictObject({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(15),
});

/** Fields the client sent in a PATCH body, so defaults of the schema do not overwrite stored values. */
const sentFields = new WeakMap<FastifyRequest, ReadonlySet<string>>();

/**
 * One generic collection handler (registers §7 "Generic collections"): list, read, create,
 * update, deletion mark and history of a register, all driven by its definition.
 */
export async function registerRoutes(
  app: FastifyInstance,
  options: { services: readonly RegisterService[] },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  for (const service of options.services) {
    const { definition } = service.binding;
    const path = `/${definition.path}`;
    const params = keyParams(definition);
    const tags = [definition.key];

    routes.get(
      path,
      {
        config: { permission: registerRowsRead(definition) },
        schema: { tags, querystring: definition.filterSchema },
      },
      (request) => {
        const query = request.query as ListQuery;
        if (request.authUser) checkFilterRights(definition, request.authUser, query);
        return service.list(query, request.authUser ?? undefined, { primary: readsOwnWrites(request) });
      },
    );
    // Operational registers (shipments, visits) read and write their records through workflow routes.
    if (definition.genericRoutes === 'list') continue;

    routes.get(
      `${path}/:id`,
      { config: { permission: registerRowsRead(definition), scope: ONE_ROW }, schema: { tags, params } },
      (request) => service.get(request.params.id),
    );

    routes.get(
      `${path}/:id/history`,
      {
        config: { permission: registerHistoryRead(definition), scope: ONE_ROW },
        schema: { tags, params, querystring: historyQuerySchema },
      },
      (request) => service.history(request.params.id, request.query.page, request.query.limit),
    );

    routes.post(
      path,
      {
        config: { permission: registerWrite(definition, 'create') },
        schema: { tags, body: definition.createSchema },
      },
      async (request, reply) => {
        const created = await service.create(request.authUser!, request.body as Record<string, unknown>);
        return reply.status(201).send(created);
      },
    );

    routes.put(
      `${path}/:id`,
      {
        config: { permission: registerWrite(definition, 'edit'), scope: ONE_ROW },
        schema: { tags, params, body: ignoringTimestamps(definition.updateSchema) },
      },
      (request) =>
        service.update(request.authUser!, request.params.id, request.body as Record<string, unknown>),
    );

    routes.patch(
      `${path}/:id`,
      {
        config: { permission: registerWrite(definition, 'edit'), scope: ONE_ROW },
        schema: { tags, params, body: ignoringTimestamps(partialOf(definition.updateSchema)) },
        preValidation: async (request) => {
          const body = request.body;
          if (body !== null && typeof body === 'object') sentFields.set(request, new Set(Object.keys(body)));
        },
      },
      (request) => {
        const sent = sentFields.get(request) ?? new Set<string>();
        const body = Object.fromEntries(
          Object.entries(request.body as Record<string, unknown>).filter(([field]) => sent.has(field)),
        );
        return service.update(request.authUser!, request.params.id, body);
      },
    );

    routes.delete(
      `${path}/:id`,
      {
        config: { permission: registerWrite(definition, 'remove'), scope: ONE_ROW },
        schema: { tags, params },
      },
      (request) => service.remove(request.authUser!, request.params.id),
    );
  }
}
