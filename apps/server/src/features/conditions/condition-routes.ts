import {
  CONDITION_ERROR_CODES,
  CONDITION_OPERATOR_NAMES,
  CONDITION_PROPERTIES,
  type ConditionMoment,
  can,
  conditionChecksQuerySchema,
  conditionCreateSchema,
  conditionListQuerySchema,
  conditionNodeListQuerySchema,
  conditionUpdateSchema,
  MESSAGES,
  type ResourceName,
  type ResourcePermissions,
  type RouteName,
  resourcePermissions,
  serviceConditionCreateSchema,
  serviceConditionUpdateSchema,
  shipmentConditionCreateSchema,
  shipmentConditionUpdateSchema,
  shipmentDraftSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { type AuthUser, anyRole, type Permission, routeRoles } from '../../http/permissions.ts';
import { REFERENCE_DATA } from '../../http/record-scope.ts';
import { READ_SHIPMENTS, WRITE_SHIPMENTS } from '../shipments/shipment-access.ts';
import { readShipments } from '../shipments/shipment-read.ts';
import { SHARED_SHIPMENT } from '../shipments/shipment-scope.ts';
import { checkVisitInScope } from '../visits/visit-scope.ts';
import { availableServices } from './available-services.ts';
import { checkShipments, forgetActiveConditions, serviceHotkeys, servicesFor } from './condition-checks.ts';
import {
  conditionService,
  type NodeListQuery,
  serviceConditionService,
  shipmentConditionService,
} from './condition-service.ts';

/**
 * A write needs the screen's roles (platform §2) and the right on the register (platform §6):
 * service desk edits every resource but opens only the conditions, not the conditions of shipment.
 */
function conditionWrite(
  route: RouteName,
  resource: ResourceName,
  action: keyof ResourcePermissions,
): Permission {
  const roles = routeRoles(route);
  return {
    kind: 'check',
    describe: `${action} on ${resource} with the roles of ${route}`,
    allows: (user) =>
      user.groups.some((group) => (roles as string[]).includes(group)) &&
      resourcePermissions(user, resource)[action],
  };
}

const idParams = z.strictObject({ id: z.uuid() });
const checkBodySchema = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(50),
  moment: z.enum(['acceptance', 'issuance']),
  visitId: z.uuid().nullish(),
});

/** Only administrator-god filters the condition registers by country (platform §6). */
function checkCountryFilter(user: AuthUser, resource: ResourceName, query: NodeListQuery) {
  if (query.countryCodes && !can(user, 'filterByCountry', { resource }))
    throw new HttpError(403, 'FORBIDDEN', MESSAGES.resourceForbidden, { countryCodes: 'filter.forbidden' });
}

/** Conditions, conditions of shipment and of shipment service, and the conditions checks (registers §7). */
export async function conditionRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const readConditions = anyRole(...routeRoles('conditions'));
  const tags = ['conditions'];
  // A write through this instance is seen here at once; other instances see it within a second.
  const written = <T>(result: T) => {
    forgetActiveConditions(db);
    return result;
  };
  const guarded = async <T>(work: () => Promise<T>) => {
    try {
      return written(await work());
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.get(
    '/conditions',
    { config: { permission: readConditions }, schema: { tags, querystring: conditionListQuerySchema } },
    (request) => conditionService.list(db, request.query),
  );
  routes.get(
    '/conditions/:id',
    {
      config: { permission: readConditions, scope: { id: REFERENCE_DATA } },
      schema: { tags, params: idParams },
    },
    (request) => conditionService.get(db, request.params.id),
  );
  routes.post(
    '/conditions',
    {
      config: { permission: conditionWrite('conditions', 'conditions', 'create') },
      schema: { tags, body: conditionCreateSchema },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await guarded(() => conditionService.create(db, request.authUser!, request.body))),
  );
  routes.put(
    '/conditions/:id',
    {
      config: {
        permission: conditionWrite('conditions', 'conditions', 'edit'),
        scope: { id: REFERENCE_DATA },
      },
      schema: { tags, params: idParams, body: conditionUpdateSchema },
    },
    (request) =>
      guarded(() => conditionService.update(db, request.authUser!, request.params.id, request.body)),
  );
  routes.delete(
    '/conditions/:id',
    {
      config: {
        permission: conditionWrite('conditions', 'conditions', 'remove'),
        scope: { id: REFERENCE_DATA },
      },
      schema: { tags, params: idParams },
    },
    (request) => guarded(() => conditionService.remove(db, request.authUser!, request.params.id)),
  );

  const nodeRegisters = [
    {
      path: '/conditions-of-shipment',
      route: 'conditions_of_shipment' as const,
      service: shipmentConditionService,
      create: shipmentConditionCreateSchema,
      update: shipmentConditionUpdateSchema,
    },
    {
      path: '/conditions-of-shipment-service',
      route: 'conditions_of_shipment_service' as const,
      service: serviceConditionService,
      create: serviceConditionCreateSchema,
      update: serviceConditionUpdateSchema,
    },
  ];
  for (const register of nodeRegisters) {
    const { path, route, service } = register;
    const read = anyRole(...routeRoles(route));
    const nodeTags = [route];
    routes.get(
      path,
      { config: { permission: read }, schema: { tags: nodeTags, querystring: conditionNodeListQuerySchema } },
      (request) => {
        checkCountryFilter(request.authUser!, route, request.query);
        return service.list(db, request.query);
      },
    );
    routes.get(
      `${path}/:id`,
      {
        config: { permission: read, scope: { id: REFERENCE_DATA } },
        schema: { tags: nodeTags, params: idParams },
      },
      (request) => service.get(db, request.params.id),
    );
    routes.post(
      path,
      {
        config: { permission: conditionWrite(route, route, 'create') },
        schema: { tags: nodeTags, body: register.create },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(
            await guarded(() =>
              service.create(db, request.authUser!, request.body as Record<string, unknown>),
            ),
          ),
    );
    routes.put(
      `${path}/:id`,
      {
        config: { permission: conditionWrite(route, route, 'edit'), scope: { id: REFERENCE_DATA } },
        schema: { tags: nodeTags, params: idParams, body: register.update },
      },
      (request) =>
        guarded(() =>
          service.update(db, request.authUser!, request.params.id, request.body as Record<string, unknown>),
        ),
    );
    routes.delete(
      `${path}/:id`,
      {
        config: { permission: conditionWrite(route, route, 'remove'), scope: { id: REFERENCE_DATA } },
        schema: { tags: nodeTags, params: idParams },
      },
      (request) => guarded(() => service.remove(db, request.authUser!, request.params.id)),
    );
  }

  /** The properties a condition compares, with the operators and error codes (the editor's lists). */
  routes.get(
    '/conditions-checks',
    {
      config: {
        permission: anyRole(
          ...routeRoles('conditions', 'conditions_of_shipment', 'conditions_of_shipment_service'),
        ),
      },
      schema: { tags, querystring: conditionChecksQuerySchema },
    },
    (request) => ({
      conditionType: request.query.conditionType,
      properties: CONDITION_PROPERTIES,
      operators: CONDITION_OPERATOR_NAMES,
      errorCodes: CONDITION_ERROR_CODES,
    }),
  );

  /** What the conditions of shipment say about shipments at acceptance or issuance (the visit shows it). */
  routes.post(
    '/conditions-checks/shipments',
    { config: { permission: READ_SHIPMENTS }, schema: { tags, body: checkBodySchema } },
    async (request) => {
      if (request.body.visitId) await checkVisitInScope(db, request.authUser!, request.body.visitId);
      return checkShipments(db, request.body.ids, request.body.moment as ConditionMoment);
    },
  );

  /** The hotkeys of the manual service conditions, for the shipment form. */
  routes.get(
    '/conditions-checks/hotkeys',
    { config: { permission: WRITE_SHIPMENTS }, schema: { tags } },
    () => serviceHotkeys(db),
  );

  /** The services the service conditions give a shipment being edited (automatic ones and hotkeys). */
  routes.post(
    '/conditions-checks/services',
    { config: { permission: WRITE_SHIPMENTS }, schema: { tags, body: shipmentDraftSchema } },
    (request) => servicesFor(db, request.body),
  );

  /** Which services a draft may, must or may not have by the conditions (registers §7). */
  routes.post(
    '/v2/shipments/available-services/structure-checking',
    { config: { permission: WRITE_SHIPMENTS }, schema: { tags: ['shipments'], body: shipmentDraftSchema } },
    async (request) => ({ items: await availableServices(db, request.body) }),
  );

  /** The same for a stored shipment. */
  routes.get(
    '/shipments/available-services/id-checking/:id',
    {
      config: { permission: READ_SHIPMENTS, scope: { id: SHARED_SHIPMENT } },
      schema: { tags: ['shipments'], params: idParams },
    },
    async (request) => {
      const [shipment] = await readShipments(db, [request.params.id]);
      if (!shipment) throw notFound('Shipment not found');
      return { items: await availableServices(db, shipment) };
    },
  );
}
