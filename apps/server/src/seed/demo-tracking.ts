import { todayIn } from '@console/domain';
import { and, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { zoneOfDivision } from '../features/countries/country-zone.ts';
import { courierRoutes, routeStops } from '../features/courier-routes/courier-routes-tables.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { recordShipmentEvents } from '../features/shipments/shipment-events.ts';
import { draftOf, partyOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-workflow.ts';
import { shipments } from '../features/shipments/shipments-tables.ts';
import { tasks } from '../features/tasks/tasks-table.ts';
import type { AuthUser } from '../http/permissions.ts';
import { DEMO_PUDO_DIVISION } from './demo-pudo.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/** clientOrder of the demo shipment whose recipient follows it on the tracking page (issue 27). */
export const DEMO_TRACKING_ORDER = 'DEMO-TRACKING';

/** The demo recipient: the tracking page must never show these. */
export const DEMO_TRACKING_RECIPIENT = {
  name: 'Marta Zielińska',
  phone: '48698765432',
  street: 'ul. Puławska',
} as const;

/** Where the demo pickup point stands (its address, Marszałkowska 104), when its row has no point. */
const DEMO_PUDO_PLACE = { latitude: 52.2311, longitude: 21.0107 };

/**
 * A parcel on its way to a recipient in Warsaw, on the last delivery stop of a confirmed route of
 * today (the courier's day e2e works on the first stops), so its tracking page shows a window that
 * narrows as the courier comes; the demo pickup point gets its place on the map, to be offered.
 * Written once, after the courier routes.
 */
export async function seedDemoTracking(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(eq(shipments.clientOrder, DEMO_TRACKING_ORDER));
  if (existing) return;
  await db
    .update(divisions)
    .set(DEMO_PUDO_PLACE)
    .where(and(eq(divisions.number, DEMO_PUDO_DIVISION.number), isNull(divisions.latitude)));
  const [waw] = await db.select().from(divisions).where(eq(divisions.number, DEMO_DIVISION.number));
  const [operator] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'operator'));
  if (!waw || !operator) return;
  const day = todayIn(await zoneOfDivision(db, waw.id), now);
  const [stop] = await db
    .select({
      taskId: tasks.id,
      address: tasks.addressString,
      latitude: tasks.latitude,
      longitude: tasks.longitude,
    })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .innerJoin(tasks, eq(tasks.id, routeStops.refId))
    .where(
      and(
        eq(courierRoutes.day, day),
        ne(courierRoutes.status, 'Draft'),
        inArray(courierRoutes.courier, ['courier.mykola', 'courier']),
        eq(tasks.type, 'ClientAddress'),
        sql`cardinality(${tasks.shipmentNumbers}) = 0`,
      ),
    )
    .orderBy(desc(sql`${courierRoutes.courier} = 'courier.mykola'`), desc(routeStops.position))
    .limit(1);
  const user: AuthUser = operator;
  await db.transaction(async (tx) => {
    const shipment = await insertShipment(
      tx,
      user,
      draftOf({
        clientOrder: DEMO_TRACKING_ORDER,
        sender: partyOf({ name: 'Sklep Internetowy Sp. z o.o.', phone: '48226001000', divisionId: waw.id }),
        recipient: partyOf({
          name: DEMO_TRACKING_RECIPIENT.name,
          phone: DEMO_TRACKING_RECIPIENT.phone,
          divisionId: waw.id,
          addressParts: {
            street: DEMO_TRACKING_RECIPIENT.street,
            building: '145',
            city: 'Warszawa',
            postCode: '02-715',
          },
          address: stop?.latitude != null ? { latitude: stop.latitude, longitude: stop.longitude } : null,
        }),
      }),
      {
        status: 'Accepted',
        acceptedByUser: user.login,
        firstLogisticDivisionId: waw.id,
        lastLogisticDivisionId: waw.id,
        paymentStatuses: { Delivery: 'Paid' },
      },
    );
    await recordShipmentEvents(tx, [
      { shipmentId: shipment.id, event: 'Accepted', shipmentStatus: 'Accepted', divisionId: waw.id, user },
      { shipmentId: shipment.id, event: 'HandedToCourier', divisionId: waw.id, user },
    ]);
    if (stop)
      await tx
        .update(tasks)
        .set({ shipmentNumbers: [shipment.number] })
        .where(eq(tasks.id, stop.taskId));
  });
}
