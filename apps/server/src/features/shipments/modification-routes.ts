import {
  can,
  deliveryDateOperationSchema,
  MODIFICATION_CAPABILITIES,
  MODIFICATION_PATH_TYPE_LIST,
  MODIFICATION_PATH_TYPES,
  type ModificationPathType,
  modificationStatusUpdateSchema,
  OPERATION_CAPABILITIES,
  recipientOperationSchema,
  refusalCreateSchema,
  type ShipmentModificationType,
  shipmentCancelCloseSchema,
  shipmentDeleteSchema,
  shipmentOperationCheckSchema,
  shipmentOperationSchema,
} from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/database.ts';
import { capability, type Permission } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { checkVisitInScope } from '../visits/visit-scope.ts';
import { READ_MODIFICATIONS } from './shipment-access.ts';
import {
  cancelShipmentClose,
  checkShipmentOperations,
  readShipmentDataChanges,
} from './shipment-operations.ts';
import { SHARED_MODIFICATION, SHARED_SHIPMENT } from './shipment-scope.ts';
import {
  cancelModification,
  cancelShipmentDelete,
  changeModificationStatus,
  createModification,
  readModification,
} from './shipment-workflow.ts';

const idParams = z.strictObject({ id: z.uuid() });
const tags = ['shipment-modification'];

const permissionOf = (type: ShipmentModificationType) => capability(MODIFICATION_CAPABILITIES[type]);

/**
 * A status change needs the capability of the modification's own type (platform §6), read from
 * the path: invoice inspection is administrator-god and dispatch manager, not any clerk. A type
 * the path does not know is left to the validation's 400.
 */
const STATUS_CHANGE: Permission = {
  kind: 'check',
  describe: 'can the capability of the modification type (MODIFICATION_CAPABILITIES)',
  allows: (user, request) => {
    const { type } = request.params as { type?: string };
    if (type === undefined || !Object.hasOwn(MODIFICATION_PATH_TYPES, type)) return true;
    return can(user, MODIFICATION_CAPABILITIES[MODIFICATION_PATH_TYPES[type as ModificationPathType]]);
  },
};

/** The check answers whoever holds the capability of at least one operation. */
const ANY_OPERATION: Permission = {
  kind: 'check',
  describe: 'the capability of at least one shipment operation (OPERATION_CAPABILITIES)',
  allows: (user) => Object.values(OPERATION_CAPABILITIES).some((capability) => can(user, capability)),
};

/** The body each creating call takes: redirecting and change of data carry the new recipient. */
const CREATE_BODIES = {
  refusal: refusalCreateSchema,
  return: shipmentOperationSchema,
  redirecting: recipientOperationSchema,
  'change-data': recipientOperationSchema,
  'invoice-inspection': shipmentOperationSchema,
  'change-delivery-date': deliveryDateOperationSchema,
  delete: shipmentDeleteSchema,
} as const satisfies Record<ModificationPathType, z.ZodType>;

/** Types whose modification is cancelled by `DELETE shipment-modification/{type}/{id}`. */
const CANCELLED_BY_DELETE = ['refusal', 'return', 'redirecting'] as const satisfies ModificationPathType[];

/** Shipment modification calls of docs/shipments-and-visits-api.md "Shipment modifications". */
export async function modificationRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/shipment-modification-view/:id',
    {
      config: { permission: READ_MODIFICATIONS, scope: { id: SHARED_MODIFICATION } },
      schema: { tags, params: idParams },
    },
    (request) => readModification(db, request.params.id),
  );

  for (const pathType of MODIFICATION_PATH_TYPE_LIST) {
    const type = MODIFICATION_PATH_TYPES[pathType];
    routes.post(
      `/shipment-modification/${pathType}`,
      { config: { permission: permissionOf(type) }, schema: { tags, body: CREATE_BODIES[pathType] } },
      async (request, reply) => {
        // A modification made in a visit names it: the visit must be in the caller's scope.
        const { visitId } = request.body as { visitId?: string | null };
        if (visitId) await checkVisitInScope(db, request.authUser!, visitId);
        const created = await db.transaction((tx) =>
          createModification(
            tx,
            request.authUser!,
            type,
            request.body as z.infer<(typeof CREATE_BODIES)[typeof pathType]>,
          ),
        );
        return reply.status(201).send(created);
      },
    );
  }

  for (const pathType of CANCELLED_BY_DELETE) {
    const type = MODIFICATION_PATH_TYPES[pathType];
    routes.delete(
      `/shipment-modification/${pathType}/:id`,
      {
        config: { permission: permissionOf(type), scope: { id: SHARED_MODIFICATION } },
        schema: { tags, params: idParams },
      },
      (request) => db.transaction((tx) => cancelModification(tx, request.authUser!, type, request.params.id)),
    );
  }

  routes.post(
    '/shipment-modification/cancel-delete',
    { config: { permission: permissionOf('delete') }, schema: { tags, body: shipmentDeleteSchema } },
    (request) => db.transaction((tx) => cancelShipmentDelete(tx, request.authUser!, request.body.shipmentId)),
  );

  routes.post(
    '/shipment-modification/cancel-close',
    { config: { permission: permissionOf('close') }, schema: { tags, body: shipmentCancelCloseSchema } },
    (request) => db.transaction((tx) => cancelShipmentClose(tx, request.authUser!, request.body)),
  );

  routes.post(
    '/shipment-modification/check',
    { config: { permission: ANY_OPERATION }, schema: { tags, body: shipmentOperationCheckSchema } },
    async (request) => ({
      items: await checkShipmentOperations(
        db,
        request.authUser!,
        request.body.shipmentId,
        request.body.operations,
      ),
    }),
  );

  routes.get(
    '/shipments-data-change/:id',
    {
      config: { permission: permissionOf('ChangeData'), scope: { id: SHARED_SHIPMENT } },
      schema: { tags, params: idParams },
    },
    (request) => readShipmentDataChanges(db, request.params.id),
  );

  routes.put(
    '/shipment-modification/:type/:id/status',
    {
      config: {
        permission: STATUS_CHANGE,
        scope: { type: open('a modification type, not a record'), id: SHARED_MODIFICATION },
      },
      schema: {
        tags,
        params: z.strictObject({ type: z.enum(MODIFICATION_PATH_TYPE_LIST), id: z.uuid() }),
        body: modificationStatusUpdateSchema,
      },
    },
    (request) =>
      db.transaction((tx) =>
        changeModificationStatus(
          tx,
          request.authUser!,
          MODIFICATION_PATH_TYPES[request.params.type],
          request.params.id,
          request.body.status,
        ),
      ),
  );
}
