import {
  DEFAULT_WEIGHT_MINUTES,
  type RegisterTaskType,
  timeZonesOf,
  todayIn,
  type VehicleKind,
} from '@console/domain';
import { solve } from '@console/routing';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { courierRoutes, courierShifts } from '../features/courier-routes/courier-routes-tables.ts';
import { buildRoutes } from '../features/courier-routes/route-building.ts';
import { changeCourier, confirmRoute } from '../features/courier-routes/route-service.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { routeOptimization } from '../features/route-optimization/route-optimization-table.ts';
import { tasks } from '../features/tasks/tasks-table.ts';
import { HttpError } from '../http/errors.ts';
import type { AuthUser } from '../http/permissions.ts';
import { DOOR_COURIER_PARCELS, seedDemoCourierParcels } from './demo-courier-parcels.ts';
import { DEMO_DIVISION, DEMO_PASSWORD } from './demo-users.ts';

/** Warsaw's centre: the demo division's place when it has none (routes start there). */
const WAW_PLACE = { latitude: 52.2297, longitude: 21.0122 };

/**
 * The demo user `courier` (base + courier) and two more couriers: their capacities make the day's
 * load need more than one route; `courier` and `courier.mykola` drive confirmed ones. The vans
 * start at the division; Ewa rides a bike from home in Mokotów (a bike takes no parcel over
 * 10 kg), and Mykola ends his day at home in Praga (issue 29).
 */
export const DEMO_COURIERS = [
  {
    login: 'courier',
    vehicleNumber: 'WA 1001K',
    vehicleKind: 'van',
    startTime: '08:00',
    endTime: '18:00',
    capacityKg: 85,
    capacityM3: 3,
  },
  {
    login: 'courier.ewa',
    firstName: 'Ewa',
    lastName: 'Wójcik',
    vehicleNumber: null,
    vehicleKind: 'bike',
    startTime: '08:00',
    endTime: '18:00',
    capacityKg: 25,
    capacityM3: 0.15,
    start: [52.2008, 21.0166],
  },
  {
    login: 'courier.mykola',
    firstName: 'Mykola',
    lastName: 'Savchenko',
    vehicleNumber: 'WA 3003K',
    vehicleKind: 'van',
    // The first van's shift and capacity: whichever other route the solver makes, he can drive it (issue 26).
    startTime: '08:00',
    endTime: '18:00',
    capacityKg: 85,
    capacityM3: 3,
    end: [52.2503, 21.0452],
  },
] as const satisfies readonly DemoCourier[];

interface DemoCourier {
  login: string;
  firstName?: string;
  lastName?: string;
  vehicleNumber: string | null;
  vehicleKind: VehicleKind;
  startTime: string;
  endTime: string;
  capacityKg: number;
  capacityM3: number;
  /** [latitude, longitude] of their own start or end; the division's place when absent. */
  start?: readonly [number, number];
  end?: readonly [number, number];
}

/** Streets of Warsaw with their points: delivery stops of the demo day. */
const PLACES: readonly [string, number, number][] = [
  ['ul. Marszałkowska 104, Warszawa', 52.2311, 21.0107],
  ['ul. Puławska 145, Warszawa', 52.1926, 21.0208],
  ['al. Jana Pawła II 43, Warszawa', 52.2441, 20.9935],
  ['ul. Grochowska 262, Warszawa', 52.2477, 21.0919],
  ['ul. Górczewska 124, Warszawa', 52.2389, 20.9346],
  ['ul. Modlińska 6, Warszawa', 52.2943, 20.9985],
  ['ul. Wołoska 12, Warszawa', 52.1974, 20.9986],
  ['ul. Targowa 72, Warszawa', 52.2533, 21.0389],
  ['ul. Kondratowicza 8, Warszawa', 52.2911, 21.0458],
  ['al. Krakowska 61, Warszawa', 52.1903, 20.9491],
  ['ul. Powsińska 31, Warszawa', 52.1862, 21.0776],
  ['ul. Radzymińska 98, Warszawa', 52.2671, 21.0612],
  ['ul. Ząbkowska 27, Warszawa', 52.2519, 21.0437],
  ['ul. Kawęczyńska 36, Warszawa', 52.2573, 21.0487],
];

interface DemoTask {
  type: RegisterTaskType;
  place?: number;
  window?: [string, string];
  weightKg?: number;
  ownerDocumentNumber?: string;
  title?: string;
}

const DEMO_TASKS: readonly DemoTask[] = [
  {
    type: 'ClientAddress',
    place: 0,
    window: ['09:00', '11:00'],
    weightKg: 4,
    ownerDocumentNumber: 'DEMO-TASK-CA-1',
  },
  {
    type: 'ClientAddress',
    place: 1,
    window: ['10:00', '12:00'],
    weightKg: 12,
    ownerDocumentNumber: 'DEMO-TASK-CA-2',
  },
  {
    type: 'ClientAddress',
    place: 2,
    window: ['13:00', '15:00'],
    weightKg: 2,
    ownerDocumentNumber: 'DEMO-TASK-CA-3',
  },
  {
    type: 'ClientAddress',
    place: 3,
    window: ['14:00', '17:00'],
    weightKg: 25,
    ownerDocumentNumber: 'DEMO-TASK-CA-4',
  },
  { type: 'ClientAddress', place: 4, weightKg: 6, ownerDocumentNumber: 'DEMO-TASK-CA-5' },
  // Two boxes in Praga too heavy for the bike, on the way to Mykola's home.
  {
    type: 'ClientAddress',
    place: 12,
    window: ['13:00', '17:00'],
    weightKg: 12,
    ownerDocumentNumber: 'DEMO-TASK-CA-8',
  },
  { type: 'ClientAddress', place: 13, weightKg: 11, ownerDocumentNumber: 'DEMO-TASK-CA-9' },
  {
    type: 'ClientAddress',
    place: 5,
    window: ['09:30', '12:30'],
    weightKg: 8,
    ownerDocumentNumber: 'DEMO-TASK-CA-6',
  },
  {
    type: 'ClientAddress',
    place: 6,
    window: ['15:00', '17:30'],
    weightKg: 3,
    ownerDocumentNumber: 'DEMO-TASK-CA-7',
  },
  {
    type: 'Postomat',
    place: 7,
    window: ['08:30', '12:00'],
    weightKg: 18,
    ownerDocumentNumber: 'DEMO-TASK-PM-1',
  },
  {
    type: 'Postomat',
    place: 8,
    window: ['12:00', '16:00'],
    weightKg: 15,
    ownerDocumentNumber: 'DEMO-TASK-PM-2',
  },
  { type: 'Postomat', place: 9, weightKg: 9, ownerDocumentNumber: 'DEMO-TASK-PM-3' },
  {
    type: 'PUDO',
    place: 10,
    window: ['10:00', '14:00'],
    weightKg: 30,
    ownerDocumentNumber: 'DEMO-TASK-PUDO-1',
  },
  {
    type: 'PUDO',
    place: 11,
    window: ['11:00', '16:00'],
    weightKg: 22,
    ownerDocumentNumber: 'DEMO-TASK-PUDO-2',
  },
  { type: 'Return', title: 'Return to sender: damaged box', ownerDocumentNumber: 'DEMO-TASK-RET-1' },
  { type: 'Redirecting', title: 'Redirect to the Kraków branch', ownerDocumentNumber: 'DEMO-TASK-RED-1' },
  { type: 'Utilization', title: 'Dispose of an unclaimed parcel', ownerDocumentNumber: 'DEMO-TASK-UTL-1' },
  {
    type: 'SearchCargo',
    title: 'Find a parcel missing from the last unloading',
    ownerDocumentNumber: 'DEMO-TASK-SRC-1',
  },
  {
    type: 'CourierOperations',
    title: "Count the evening couriers' cash into the safe",
    ownerDocumentNumber: 'DEMO-TASK-COP-1',
  },
];

async function seedCouriers(db: Database, divisionId: string): Promise<void> {
  const missing = [];
  for (const courier of DEMO_COURIERS) {
    if (!('firstName' in courier)) continue;
    const [found] = await db.select({ id: users.id }).from(users).where(eq(users.login, courier.login));
    if (!found) missing.push(courier);
  }
  if (missing.length === 0) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.insert(users).values(
    missing.map((courier) => ({
      login: courier.login,
      groups: ['base', 'courier'],
      passwordHash,
      firstName: courier.firstName,
      lastName: courier.lastName,
      email: `${courier.login.replaceAll('.', '_')}@demo.parcel-console.test`,
      divisionId,
      countryCode: 'PL',
    })),
  );
}

/**
 * Demo of issue 10's routes: couriers on shift today at WAW-1, the division's route optimisation
 * settings, tasks of every type (delivery tasks around Warsaw with windows), and today's routes
 * built by the solver, the `courier` and `courier.mykola` users' routes confirmed (so the personal task
 * and the courier's day on a phone have one).
 * Written only into a database without tasks.
 */
export async function seedDemoCourierRoutes(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: tasks.id }).from(tasks).limit(1);
  if (existing) return;
  const [division] = await db.select().from(divisions).where(eq(divisions.number, DEMO_DIVISION.number));
  if (!division) return;
  if (division.latitude === null || division.longitude === null) {
    await db.update(divisions).set(WAW_PLACE).where(eq(divisions.id, division.id));
  }
  const zone = timeZonesOf(division.countryCode)[0] ?? 'UTC';
  const day = todayIn(zone, now);
  await seedCouriers(db, division.id);
  await db
    .insert(routeOptimization)
    .values({
      countryCode: division.countryCode,
      divisionId: division.id,
      loadCarTime: 15,
      clientCallTime: 5,
      lunchTimeFrom: '12:00',
      lunchTimeTo: '13:30',
      workShiftEndTime: '19:00',
      unorderedIntervalTime: 15,
      pickupsTime: [...DEFAULT_WEIGHT_MINUTES],
      deliveriesTime: DEFAULT_WEIGHT_MINUTES.map((row) => ({ weight: row.weight, time: row.time + 2 })),
    })
    .onConflictDoNothing();
  for (const courier of DEMO_COURIERS) {
    await db
      .insert(courierShifts)
      .values({
        courier: courier.login,
        divisionId: division.id,
        day,
        startTime: courier.startTime,
        endTime: courier.endTime,
        capacityKg: courier.capacityKg,
        capacityM3: courier.capacityM3,
        vehicleKind: courier.vehicleKind,
        vehicleNumber: courier.vehicleNumber,
        ...('start' in courier ? { startLatitude: courier.start[0], startLongitude: courier.start[1] } : {}),
        ...('end' in courier ? { endLatitude: courier.end[0], endLongitude: courier.end[1] } : {}),
      })
      .onConflictDoNothing();
  }
  const [dispatcher] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'dispatch.manager'));
  const user: AuthUser = dispatcher ?? { id: '', login: 'system', groups: ['administrator_god'] };
  await db.insert(tasks).values(
    DEMO_TASKS.map((task) => {
      const place = task.place === undefined ? undefined : PLACES[task.place];
      return {
        type: task.type,
        divisionId: division.id,
        createdByUser: user.login,
        ownerDocumentNumber: task.ownerDocumentNumber ?? null,
        title: task.title ?? null,
        day,
        timeFrom: task.window?.[0] ?? null,
        timeTo: task.window?.[1] ?? null,
        addressString: place?.[0] ?? null,
        latitude: place?.[1] ?? null,
        longitude: place?.[2] ?? null,
        weightGrams: Math.round((task.weightKg ?? 0) * 1000),
        executor: place ? null : 'operator',
        statuses: [{ status: 'New' as const, dateTime: now.toISOString(), user: user.login, executor: null }],
      };
    }),
  );
  // The day's plan, solved in place with an iteration budget: the same plan on every fresh start.
  await buildRoutes(
    db,
    user,
    { divisionId: division.id, day },
    {
      solver: (problem) =>
        Promise.resolve(solve(problem, { maxIterations: 3000, timeLimitMs: 10_000, seed: 7 })),
    },
  );
  // The demo user `courier` drives the fullest route, confirmed, so its personal task has a route;
  // the rest stay drafts for the dispatcher.
  const drafts = await db
    .select({ id: courierRoutes.id, courier: courierRoutes.courier, loadKg: courierRoutes.loadKg })
    .from(courierRoutes)
    .where(
      and(eq(courierRoutes.day, day), eq(courierRoutes.status, 'Draft'), isNull(courierRoutes.deletedAt)),
    )
    .orderBy(desc(courierRoutes.loadKg));
  const own = drafts.find((route) => route.courier === 'courier') ?? drafts[0];
  if (!own) return;
  if (own.courier !== 'courier') {
    const [row] = await db.select().from(courierRoutes).where(eq(courierRoutes.id, own.id));
    await changeCourier(db, user, own.id, 'courier', row!.lockVersion);
  }
  const [row] = await db.select().from(courierRoutes).where(eq(courierRoutes.id, own.id));
  await confirmRoute(db, user, own.id, row!.lockVersion);
  // `courier.mykola` drives a confirmed route too, so both demo couriers' phones show a day (issue 26):
  // his own draft, else the first other draft he can take over.
  const others = drafts.filter((route) => route.id !== own.id);
  const candidates = [
    ...others.filter((route) => route.courier === 'courier.mykola'),
    ...others.filter((route) => route.courier !== 'courier.mykola'),
  ];
  for (const candidate of candidates) {
    try {
      if (candidate.courier !== 'courier.mykola') {
        const [draft] = await db.select().from(courierRoutes).where(eq(courierRoutes.id, candidate.id));
        await changeCourier(db, user, candidate.id, 'courier.mykola', draft!.lockVersion);
      }
      const [draft] = await db.select().from(courierRoutes).where(eq(courierRoutes.id, candidate.id));
      await confirmRoute(db, user, candidate.id, draft!.lockVersion);
      break;
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
    }
  }
  // A call that came in after the routes were built (issue 27): it waits for a route, and the hub's
  // "Waiting for a route" card offers to fit it into a live one.
  await db.insert(tasks).values({
    type: 'ClientAddress',
    divisionId: division.id,
    createdByUser: user.login,
    ownerDocumentNumber: DEMO_LATE_CALL,
    day,
    timeFrom: '15:00',
    timeTo: '18:00',
    addressString: 'ul. Nowy Świat 15, Warszawa',
    latitude: 52.2335,
    longitude: 21.0186,
    weightGrams: 3000,
    statuses: [{ status: 'New' as const, dateTime: now.toISOString(), user: user.login, executor: null }],
  });
  await seedDemoCourierParcels(db, user, division, day);
  await seedDemoCourierParcels(db, user, division, day, DOOR_COURIER_PARCELS);
}

/** The demo day's task that no route carries yet. */
export const DEMO_LATE_CALL = 'DEMO-LATE-CALL';
