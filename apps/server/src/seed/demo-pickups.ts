import { addDays, instantAt, type PickupStatus, type Polygon, timeZonesOf, todayIn } from '@console/domain';
import { and, arrayContains, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { nextNumber } from '../db/sequence-numbers.ts';
import { boundingBox } from '../features/addresses/city-district-register.ts';
import { cityDistricts } from '../features/addresses/city-districts-table.ts';
import { users } from '../features/auth/auth-tables.ts';
import { deliveryPartners } from '../features/delivery-partners/delivery-partners-table.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { refreshPickupTotals } from '../features/pickups/pickup-store.ts';
import {
  courierPositions,
  type PickupStatusEntry,
  pickupNumbers,
  pickupShipments,
  pickups,
  shipmentDeliveryPartners,
} from '../features/pickups/pickups-tables.ts';
import { shipments } from '../features/shipments/shipments-tables.ts';
import { timeIntervals } from '../features/time-intervals/time-intervals-table.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/** Warsaw's centre: the demo division's place when it has none. */
const WAW = { latitude: 52.2297, longitude: 21.0122 };

function square(latitude: number, longitude: number, half: number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [longitude - half, latitude - half],
        [longitude + half, latitude - half],
        [longitude + half, latitude + half],
        [longitude - half, latitude + half],
        [longitude - half, latitude - half],
      ],
    ],
  };
}

/** Clients of the demo pickups: points around central Warsaw with their windows (hours on the division's clocks). */
const DEMO_PICKUPS: {
  fullName: string;
  phone: string;
  street: string;
  building: string;
  postCode: string;
  dLat: number;
  dLng: number;
  from: number;
  to: number;
  status: PickupStatus;
  courier?: boolean;
  partner?: string;
  shipments?: number;
  tomorrow?: boolean;
}[] = [
  {
    fullName: 'Anna Kowalska',
    phone: '48601100200',
    street: 'Marszałkowska',
    building: '10',
    postCode: '00-590',
    dLat: 0.004,
    dLng: -0.006,
    from: 9,
    to: 12,
    status: 'Created',
    shipments: 2,
  },
  {
    fullName: 'Piotr Nowak',
    phone: '48601100201',
    street: 'Puławska',
    building: '45',
    postCode: '02-508',
    dLat: -0.021,
    dLng: 0.006,
    from: 10,
    to: 13,
    status: 'Created',
    shipments: 1,
  },
  {
    fullName: 'Katarzyna Wiśniewska',
    phone: '48601100202',
    street: 'Grochowska',
    building: '120',
    postCode: '04-357',
    dLat: -0.004,
    dLng: 0.055,
    from: 12,
    to: 15,
    status: 'AppointedCourier',
    courier: true,
    shipments: 1,
  },
  {
    fullName: 'Tomasz Wójcik',
    phone: '48601100203',
    street: 'Targowa',
    building: '15',
    postCode: '03-728',
    dLat: 0.021,
    dLng: 0.026,
    from: 13,
    to: 16,
    status: 'InProgress',
    courier: true,
  },
  {
    fullName: 'Agnieszka Kamińska',
    phone: '48601100204',
    street: 'Żelazna',
    building: '59',
    postCode: '00-848',
    dLat: 0.004,
    dLng: -0.02,
    from: 14,
    to: 17,
    status: 'Created',
  },
  {
    fullName: 'Michał Lewandowski',
    phone: '48601100205',
    street: 'Słowackiego',
    building: '27',
    postCode: '01-592',
    dLat: 0.035,
    dLng: -0.028,
    from: 8,
    to: 11,
    status: 'Done',
    courier: true,
  },
  {
    fullName: 'Ewa Zielińska',
    phone: '48601100206',
    street: 'Wolska',
    building: '88',
    postCode: '01-141',
    dLat: 0.004,
    dLng: -0.045,
    from: 11,
    to: 14,
    status: 'ClientCanceled',
  },
  {
    fullName: 'Jan Szymański',
    phone: '48601100207',
    street: 'Nowy Świat',
    building: '6',
    postCode: '00-400',
    dLat: 0.002,
    dLng: 0.006,
    from: 15,
    to: 18,
    status: 'Created',
    partner: 'DPD',
  },
  {
    fullName: 'Marta Dąbrowska',
    phone: '48601100208',
    street: 'Mokotowska',
    building: '33',
    postCode: '00-560',
    dLat: -0.006,
    dLng: 0.006,
    from: 10,
    to: 18,
    status: 'Draft',
  },
  {
    fullName: 'Paweł Kozłowski',
    phone: '48601100209',
    street: 'Górczewska',
    building: '200',
    postCode: '01-460',
    dLat: 0.012,
    dLng: -0.07,
    from: 9,
    to: 13,
    status: 'Created',
    tomorrow: true,
  },
];

const WEEKDAY_WINDOWS = {
  monday: '09:00-18:00',
  tuesday: '09:00-18:00',
  wednesday: '09:00-18:00',
  thursday: '09:00-18:00',
  friday: '09:00-18:00',
  saturday: '10:00-14:00',
  sunday: null,
};

/**
 * Demo pickups for today (and one tomorrow) in the demo division in several statuses, with points
 * around Warsaw; the demo division's pickup zone; time intervals; couriers' last positions;
 * first-mile partner records of a few shipments. Written only into a database without pickups.
 */
export async function seedDemoPickups(db: Database, now: Date = new Date()): Promise<void> {
  const [existing] = await db.select({ id: pickups.id }).from(pickups).limit(1);
  if (existing) return;
  const [division] = await db.select().from(divisions).where(eq(divisions.number, DEMO_DIVISION.number));
  if (!division) return;
  const place =
    division.latitude !== null && division.longitude !== null
      ? { latitude: division.latitude, longitude: division.longitude }
      : WAW;
  if (division.latitude === null || division.longitude === null) {
    await db.update(divisions).set(WAW).where(eq(divisions.id, division.id));
  }
  // The demo division serves central Warsaw: a pickup zone smaller than the generated city's.
  const zone = square(place.latitude, place.longitude, 0.06);
  const [district] = await db
    .insert(cityDistricts)
    .values({
      name: `${DEMO_DIVISION.shortName} pickup zone`,
      countryCode: division.countryCode,
      serviceDivisionId: division.id,
      polygon: zone,
      ...boundingBox(zone),
      type: 'pickup',
      weightFrom: 0,
      weightTo: 30_000,
    })
    .returning({ id: cityDistricts.id });

  const [interval] = await db
    .insert(timeIntervals)
    .values([
      { countryCode: 'PL', divisionId: division.id, type: 'PickupDayToDay', ...WEEKDAY_WINDOWS },
      {
        countryCode: 'PL',
        type: 'PickupNextDay',
        monday: 'ALL_DAY',
        tuesday: 'ALL_DAY',
        wednesday: 'ALL_DAY',
        thursday: 'ALL_DAY',
        friday: 'ALL_DAY',
      },
      {
        countryCode: 'PL',
        deliveryPartner: 'DPD',
        type: 'PickupDayToDay',
        ...WEEKDAY_WINDOWS,
        saturday: null,
      },
      { countryCode: 'PL', divisionId: division.id, type: 'Delivery', ...WEEKDAY_WINDOWS },
      { countryCode: 'UA', type: 'DeliverySameDay', monday: '10:00-20:00', friday: '10:00-20:00' },
      { countryCode: 'DE', deliveryPartner: 'GLS', type: 'PickupSameDay', wednesday: '08:00-12:00' },
    ])
    .returning({ id: timeIntervals.id });

  const couriers = await db
    .select({ id: users.id, login: users.login })
    .from(users)
    .where(and(arrayContains(users.groups, ['courier']), isNull(users.deletedAt)))
    .orderBy(asc(users.login));
  const courier = couriers.find((row) => row.login === 'courier') ?? couriers[0];
  await db
    .insert(courierPositions)
    .values(
      couriers.map((row, index) => ({
        userId: row.id,
        latitude: place.latitude + 0.01 * (index + 1),
        longitude: place.longitude - 0.008 * (index + 1),
      })),
    )
    .onConflictDoNothing();

  // ReadyToShip or Accepted shipments sent from the demo division, for the pickups' shipments.
  const candidates = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(and(inArray(shipments.status, ['ReadyToShip', 'Accepted']), isNull(shipments.deletedAt)))
    .orderBy(asc(shipments.number))
    .limit(20);
  // Leave the first candidates to the counter's demos; the pickups take from the end.
  const free = candidates.slice(-6).map((row) => row.id);

  // The division's today and hours on its own clocks: UTC's day is Warsaw's yesterday from 23:00 UTC.
  const timeZone = timeZonesOf(division.countryCode)[0] ?? 'UTC';
  const today = todayIn(timeZone, now);
  for (const [index, demo] of DEMO_PICKUPS.entries()) {
    const day = demo.tomorrow ? addDays(today, 1) : today;
    const at = (hour: number) => instantAt(timeZone, day, hour * 60);
    // History entries never lie in the future (the demo is seeded at any hour).
    const past = (hour: number) => new Date(Math.min(at(hour).getTime(), now.getTime()));
    const history: PickupStatusEntry[] = [
      {
        status: 'Draft',
        dateTime: past(demo.from - 6).toISOString(),
        user: 'contact.centre.operator',
        note: null,
      },
    ];
    if (demo.status !== 'Draft')
      history.push({
        status: 'Created',
        dateTime: past(demo.from - 5).toISOString(),
        user: 'contact.centre.operator',
        note: null,
      });
    if (demo.courier)
      history.push({
        status: 'AppointedCourier',
        dateTime: past(demo.from - 2).toISOString(),
        user: 'dispatch.manager',
        note: null,
      });
    if (demo.status === 'InProgress' || demo.status === 'Done')
      history.push({
        status: 'InProgress',
        dateTime: past(demo.from).toISOString(),
        user: courier?.login ?? 'courier',
        note: null,
      });
    if (demo.status === 'Done') {
      history.push({
        status: 'ReceivedByCourier',
        dateTime: past(demo.from + 1).toISOString(),
        user: courier?.login ?? 'courier',
        note: null,
      });
      history.push({
        status: 'Done',
        dateTime: past(demo.to).toISOString(),
        user: courier?.login ?? 'courier',
        note: null,
      });
    }
    if (demo.status === 'ClientCanceled')
      history.push({
        status: 'ClientCanceled',
        dateTime: past(demo.from - 1).toISOString(),
        user: 'contact.centre.operator',
        note: 'The client sent it another way',
      });
    const last = history[history.length - 1]!;
    const number = await nextNumber(db, pickupNumbers, 'PUPL', 10);
    const latitude = place.latitude + demo.dLat;
    const longitude = place.longitude + demo.dLng;
    const [row] = await db
      .insert(pickups)
      .values({
        number,
        status: demo.status,
        statusDateTime: new Date(last.dateTime),
        statuses: history,
        countryCode: 'PL',
        divisionId: division.id,
        cityDistrictId: district?.id ?? null,
        deliveryPartner: demo.partner ?? null,
        executorId: demo.courier ? (courier?.id ?? null) : null,
        executor: demo.courier ? (courier?.login ?? null) : null,
        fullName: demo.fullName,
        phone: demo.phone,
        createdByUser: 'contact.centre.operator',
        address: `${demo.street} ${demo.building}, ${demo.postCode} Warszawa`,
        latitude,
        longitude,
        addressParts: {
          building: demo.building,
          street: demo.street,
          city: 'Warszawa',
          region: 'mazowieckie',
          postCode: demo.postCode,
          flat: null,
          block: null,
          note: null,
        },
        note: index === 0 ? 'Call 10 minutes before arriving' : null,
        pickedTimeFrom: at(demo.from),
        pickedTimeTo: at(demo.to),
        timeIntervalId: interval?.id ?? null,
        lockVersion: history.length,
      })
      .returning({ id: pickups.id });
    if (!row) continue;
    const taken = free.splice(0, demo.shipments ?? 0);
    if (taken.length > 0) {
      await db.transaction(async (tx) => {
        await tx
          .insert(pickupShipments)
          .values(taken.map((shipmentId) => ({ pickupId: row.id, shipmentId, status: 'Accepted' as const })));
        await refreshPickupTotals(tx, row.id);
      });
    }
  }

  // First-mile partner records of a few shipments, taken from the partners' own branches.
  const branches = await db
    .select({ carrier: deliveryPartners.carrier, number: deliveryPartners.number })
    .from(deliveryPartners)
    .where(isNull(deliveryPartners.deletedAt))
    .orderBy(asc(deliveryPartners.number))
    .limit(3);
  const someShipments = candidates.slice(0, 3);
  const records = someShipments.flatMap((shipment, index) => {
    const branch = branches[index % Math.max(branches.length, 1)];
    return branch
      ? [
          {
            shipmentId: shipment.id,
            name: branch.carrier,
            number: branch.number,
            main: true,
            parcelNumber: `PP${String(1000000 + index)}`,
          },
        ]
      : [];
  });
  if (records.length > 0) await db.insert(shipmentDeliveryPartners).values(records);
}
