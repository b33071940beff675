import {
  pickupAddressChangeSchema,
  pickupAssignToPartnerSchema,
  pickupCourierSchema,
  pickupCreateSchema,
  pickupShipmentsAddSchema,
  pickupShipmentsLookupSchema,
  pickupShipmentsRemoveQuerySchema,
  pickupShipmentsStatusSchema,
  pickupStatusChangeSchema,
  pickupUpdateSchema,
} from '@console/domain';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, capability, routeRoles } from '../../http/permissions.ts';
import { NO_DIVISION } from '../users/user-division.ts';
import { appointCourier, removeCourier } from './pickup-courier.ts';
import { pickupExecutors } from './pickup-executors.ts';
import { readPickup, toPickup } from './pickup-read.ts';
import { PICKUP_SCOPE, pickupScopeOf } from './pickup-scope.ts';
import {
  assignPickupToPartner,
  changePickupAddress,
  changePickupStatus,
  createPickup,
  deletePickup,
  updatePickup,
} from './pickup-service.ts';
import {
  acceptAddedShipments,
  addPickupShipments,
  lookupPickupShipments,
  removePickupShipments,
  setPickupShipmentsStatus,
} from './pickup-shipments.ts';
import type { PickupRow } from './pickup-store.ts';
import { pickups } from './pickups-tables.ts';

const idParams = z.strictObject({ id: z.uuid() });
/** Every route with an :id names one pickup: outside the caller's scope it is 404. */
const ONE_PICKUP = { id: PICKUP_SCOPE };

/** The pickup screens' roles (platform §2: pickups, pickups_create, pickups_view). */
const PICKUP_WORK = anyRole(...routeRoles('pickups', 'pickups_create', 'pickups_view'));
const CHANGE_COURIER = capability('pickupChangeCourier');
const ASSIGN_TO_PARTNER = capability('pickupAssignToPartner');
const CHANGE_ADDRESS = capability('pickupChangeAddress');

/** Courier collection orders (registers §4 "Pickup", §7 "Pickups"; docs/decisions.md "Pickups"). */
export async function pickupRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['pickups'];

  /** One transaction per write; the pickup is answered as `GET pickups/{id}` reads it. */
  const write = async (work: (tx: Transaction) => Promise<PickupRow | undefined>, id?: string) => {
    try {
      return await db.transaction(async (tx) => {
        const row = await work(tx);
        return row ? toPickup(tx, row) : readPickup(tx, id!);
      });
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.get(
    '/pickups/shipments',
    { config: { permission: PICKUP_WORK }, schema: { tags, querystring: pickupShipmentsLookupSchema } },
    async (request) => {
      const scope = await pickupScopeOf(db, request.authUser!);
      let visible: SQL | undefined;
      if (scope.kind === 'country') visible = eq(pickups.countryCode, scope.countryCode);
      if (scope.kind === 'division') visible = inArray(pickups.divisionId, [scope.divisionId ?? NO_DIVISION]);
      return lookupPickupShipments(db, request.query, visible);
    },
  );

  routes.get(
    '/pickups/:id',
    { config: { permission: PICKUP_WORK, scope: ONE_PICKUP }, schema: { tags, params: idParams } },
    (request) => readPickup(db, request.params.id),
  );

  routes.post(
    '/pickups',
    { config: { permission: PICKUP_WORK }, schema: { tags, body: pickupCreateSchema } },
    async (request, reply) => {
      const pickup = await write((tx) => createPickup(tx, request.authUser!, request.body));
      return reply.status(201).send(pickup);
    },
  );

  routes.put(
    '/pickups/:id',
    {
      config: { permission: PICKUP_WORK, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupUpdateSchema },
    },
    (request) => write((tx) => updatePickup(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.put(
    '/pickups/:id/address',
    {
      config: { permission: CHANGE_ADDRESS, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupAddressChangeSchema },
    },
    (request) => write((tx) => changePickupAddress(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.put(
    '/pickups/:id/status',
    {
      config: { permission: PICKUP_WORK, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupStatusChangeSchema },
    },
    (request) => write((tx) => changePickupStatus(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.delete(
    '/pickups/:id',
    { config: { permission: PICKUP_WORK, scope: ONE_PICKUP }, schema: { tags, params: idParams } },
    (request) => write((tx) => deletePickup(tx, request.authUser!, request.params.id)),
  );

  routes.put(
    '/pickups/:id/courier',
    {
      config: { permission: CHANGE_COURIER, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupCourierSchema },
    },
    (request) => {
      const { executor, note, lockVersion } = request.body;
      const id = request.params.id;
      return write((tx) =>
        executor === null
          ? removeCourier(tx, request.authUser!, id, { note, lockVersion })
          : appointCourier(tx, request.authUser!, id, { executor, note, lockVersion }),
      );
    },
  );

  routes.get(
    '/pickups/:id/executors',
    { config: { permission: CHANGE_COURIER, scope: ONE_PICKUP }, schema: { tags, params: idParams } },
    async (request) => ({ items: await pickupExecutors(db, request.params.id) }),
  );

  routes.put(
    '/pickups/:id/assign-to-partner',
    {
      config: { permission: ASSIGN_TO_PARTNER, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupAssignToPartnerSchema },
    },
    (request) => write((tx) => assignPickupToPartner(tx, request.authUser!, request.params.id, request.body)),
  );

  routes.post(
    '/pickups/:id/shipments',
    {
      config: { permission: PICKUP_WORK, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupShipmentsAddSchema },
    },
    (request) =>
      write(async (tx) => {
        const ids = request.body.shipments.map((item) => item.shipmentId);
        await addPickupShipments(tx, request.authUser!, request.params.id, ids);
        return undefined;
      }, request.params.id),
  );

  routes.put(
    '/pickups/:id/shipments',
    { config: { permission: PICKUP_WORK, scope: ONE_PICKUP }, schema: { tags, params: idParams } },
    (request) =>
      write(async (tx) => {
        await acceptAddedShipments(tx, request.params.id);
        return undefined;
      }, request.params.id),
  );

  routes.put(
    '/v2/pickups/:id/shipments',
    {
      config: { permission: PICKUP_WORK, scope: ONE_PICKUP },
      schema: { tags, params: idParams, body: pickupShipmentsStatusSchema },
    },
    (request) =>
      write(async (tx) => {
        const { status, shipments } = request.body;
        await setPickupShipmentsStatus(tx, request.authUser!, request.params.id, status, shipments);
        return undefined;
      }, request.params.id),
  );

  routes.delete(
    '/pickups/:id/shipments',
    {
      config: { permission: PICKUP_WORK, scope: ONE_PICKUP },
      schema: { tags, params: idParams, querystring: pickupShipmentsRemoveQuerySchema },
    },
    (request) =>
      write(async (tx) => {
        await removePickupShipments(tx, request.authUser!, request.params.id, request.query.shipmentIds);
        return undefined;
      }, request.params.id),
  );
}
