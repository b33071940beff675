import {
  barcodePlacementQuerySchema,
  type Courier,
  courierBarcodeInputSchema,
  PARCEL_NUMBER_PATTERN,
  queryList,
  scanBarcodeSchema,
  scanRegistryCreateSchema,
} from '@console/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database, Transaction } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { capability } from '../../http/permissions.ts';
import { open } from '../../http/record-scope.ts';
import { recordReadyForIssue } from '../pudo/pudo-receiving.ts';
import { userDivision } from '../users/user-division.ts';
import { barcodePlacements } from './barcode-placement.ts';
import { movementPlans } from './movement-plan.ts';
import {
  closeScanRegistry,
  createScanRegistry,
  deleteScanRegistry,
  markAllScanned,
  readScanRegistry,
  removeScan,
  SCAN_REGISTRY_SCOPE,
  scanBarcode,
} from './scan-service.ts';
import { SCAN_READ, SCAN_REMOVE, SCAN_WORK } from './scanning-access.ts';
import { courierParcels, couriers } from './scanning-tables.ts';
import { VEHICLE_SEARCH_LIMIT, type VehiclePort, VehicleServiceError } from './vehicle-port.ts';

const idParams = z.strictObject({ id: z.uuid() });
const itemParams = z.strictObject({ id: z.uuid(), itemId: z.uuid() });

/** Every route here with an :id names one registry: outside the caller's division it is 404. */
const ONE_REGISTRY = { id: SCAN_REGISTRY_SCOPE };
/** A scan is looked up within the registry of :id, so the registry's scope covers it. */
const REGISTRY_SCAN = {
  id: SCAN_REGISTRY_SCOPE,
  itemId: open('a scan of the registry :id, looked up within it'),
};
const movementPlanQuery = z.strictObject({
  parcelNumbers: queryList(z.string().trim().toUpperCase().regex(PARCEL_NUMBER_PATTERN)).pipe(
    z.array(z.string()).min(1).max(100),
  ),
  divisionId: z.uuid().optional(),
});
const vehicleQuery = z.strictObject({ search: z.string().trim().min(1).max(200) });
const courierParams = z.strictObject({ barcode: courierBarcodeInputSchema });

/** Scanning registries, the movement plan, couriers and vehicles (registers §7 "Scanning"). */
export async function scanningRoutes(app: FastifyInstance, options: { db: Database; vehicles: VehiclePort }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, vehicles } = options;
  const tags = ['scanning'];

  const write = async <T>(work: (tx: Transaction) => Promise<T>): Promise<T> => {
    try {
      return await db.transaction(work);
    } catch (error) {
      return rethrowAsClientError(error);
    }
  };

  routes.get(
    '/scan-registry/:id',
    { config: { permission: SCAN_READ, scope: ONE_REGISTRY }, schema: { tags, params: idParams } },
    (request) => readScanRegistry(db, request.params.id),
  );

  routes.post(
    '/scan-registry',
    { config: { permission: SCAN_WORK }, schema: { tags, body: scanRegistryCreateSchema } },
    async (request, reply) => {
      const created = await write((tx) => createScanRegistry(tx, request.authUser!, request.body));
      return reply.status(201).send(created);
    },
  );

  routes.post(
    '/scan-registry/:id/scans',
    {
      config: { permission: SCAN_WORK, scope: ONE_REGISTRY },
      schema: { tags, params: idParams, body: scanBarcodeSchema },
    },
    (request) => write((tx) => scanBarcode(tx, request.authUser!, request.params.id, request.body.barcode)),
  );

  routes.delete(
    '/scan-registry/:id/scans/:itemId',
    { config: { permission: SCAN_WORK, scope: REGISTRY_SCAN }, schema: { tags, params: itemParams } },
    async (request, reply) => {
      await write((tx) => removeScan(tx, request.authUser!, request.params.id, request.params.itemId));
      return reply.status(204).send();
    },
  );

  routes.post(
    '/scan-registry/:id/close',
    { config: { permission: SCAN_WORK, scope: ONE_REGISTRY }, schema: { tags, params: idParams } },
    async (request) => {
      const closed = await write(async (tx) => {
        const result = await closeScanRegistry(tx, request.authUser!, request.params.id);
        // At a pickup point the parcels received for it are ready for their recipients.
        await recordReadyForIssue(tx, request.authUser!, request.params.id);
        return result;
      });
      // The vehicle service hears of a departure or an arrival once the move is committed; it
      // failing does not undo the move (the registry keeps the vehicle number).
      const registry = await readScanRegistry(db, request.params.id);
      if (registry.vehicleNumber && (registry.type === 'Loading' || registry.type.startsWith('Unloading'))) {
        const at = new Date();
        const report =
          registry.type === 'Loading'
            ? vehicles.registerDeparture(registry.vehicleNumber, registry.divisionId, at)
            : vehicles.registerArrival(registry.vehicleNumber, registry.divisionId, at);
        await report.catch((error: unknown) =>
          request.log.warn({ scanRegistryId: registry.id, error: String(error) }, 'Vehicle service refused'),
        );
      }
      return closed;
    },
  );

  routes.post(
    '/scan-registry/:id/mark-all',
    {
      config: { permission: capability('markAllShipments'), scope: ONE_REGISTRY },
      schema: { tags, params: idParams },
    },
    (request) => write((tx) => markAllScanned(tx, request.authUser!, request.params.id)),
  );

  routes.delete(
    '/scan-registry/:id',
    { config: { permission: SCAN_REMOVE, scope: ONE_REGISTRY }, schema: { tags, params: idParams } },
    (request) => write((tx) => deleteScanRegistry(tx, request.authUser!, request.params.id)),
  );

  routes.get(
    '/movement-plans',
    { config: { permission: SCAN_READ }, schema: { tags, querystring: movementPlanQuery } },
    async (request) => {
      const divisionId =
        request.query.divisionId ?? (await userDivision(db, request.authUser!.id)).divisionId ?? '';
      return { items: await movementPlans(db, request.query.parcelNumbers, divisionId) };
    },
  );

  routes.get(
    '/barcode-placements',
    { config: { permission: SCAN_READ }, schema: { tags, querystring: barcodePlacementQuerySchema } },
    async (request) => {
      const divisionId =
        request.query.divisionId ?? (await userDivision(db, request.authUser!.id)).divisionId;
      return { items: await barcodePlacements(db, request.query.barcodes, divisionId) };
    },
  );

  routes.get(
    '/vehicles',
    { config: { permission: SCAN_READ }, schema: { tags, querystring: vehicleQuery } },
    async (request) => {
      try {
        return { items: await vehicles.findVehicles(request.query.search, VEHICLE_SEARCH_LIMIT) };
      } catch (error) {
        if (!(error instanceof VehicleServiceError)) throw error;
        request.log.warn({ error: error.message }, 'Vehicle service refused a search');
        throw new HttpError(
          502,
          'VEHICLE_SERVICE_UNAVAILABLE',
          'The vehicle service did not answer: try again',
        );
      }
    },
  );

  const courierSelect = {
    barcode: couriers.barcode,
    login: couriers.login,
    fullName: couriers.fullName,
    parcelsAmount: sql<number>`(select count(*)::int from ${courierParcels} where ${courierParcels.courierBarcode} = ${couriers.barcode})`,
  };

  routes.get(
    '/couriers',
    { config: { permission: SCAN_READ }, schema: { tags } },
    async (): Promise<{ items: Courier[] }> => ({
      items: await db
        .select(courierSelect)
        .from(couriers)
        .where(sql`${couriers.deletedAt} is null`)
        .orderBy(asc(couriers.fullName)),
    }),
  );

  routes.get(
    '/couriers/:barcode',
    {
      config: {
        permission: SCAN_READ,
        scope: { barcode: open('a courier badge: every scanning clerk reads couriers by it') },
      },
      schema: { tags, params: courierParams },
    },
    async (request): Promise<Courier> => {
      const [courier] = await db
        .select(courierSelect)
        .from(couriers)
        .where(eq(couriers.barcode, request.params.barcode));
      if (!courier) throw notFound('Courier not found');
      return courier;
    },
  );
}
