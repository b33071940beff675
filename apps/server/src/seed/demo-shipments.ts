import type {
  ServiceCode,
  ShipmentDraft,
  ShipmentParty,
  ShipmentPaymentStatus,
  ShipmentServiceInput,
  ShipmentStatus,
} from '@console/domain';
import { asc, eq, isNull, like, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { recordShipmentEvents, type ShipmentEventInput } from '../features/shipments/shipment-events.ts';
import { draftOf, parcelOf } from '../features/shipments/shipment-factories.ts';
import { createModification, insertShipment } from '../features/shipments/shipment-workflow.ts';
import { promoCodes, shipmentParcels, shipments } from '../features/shipments/shipments-tables.ts';
import type { AuthUser } from '../http/permissions.ts';
import { DEMO_DIVISION } from './demo-users.ts';

/**
 * Demo shipments: a deterministic generator (a seeded PRNG, dates relative to today) that fills
 * the counter of the demo division WAW-1 with work — shipments to accept, to issue, drafts,
 * history — and the rest of the demo network with traffic. Each demo shipment carries its purpose
 * in `clientOrder` (`DEMO-ACCEPT-1`, …), so tests and e2e find them through
 * `GET shipments?clientOrders[]=…` whatever numbers the sequences gave.
 */

export const DEMO_PROMO_CODES = [
  { code: 'WELCOME10', discountPercent: 10, validFrom: '2020-01-01', validTo: null },
  { code: 'HALF50', discountPercent: 50, validFrom: '2020-01-01', validTo: null },
  { code: 'FREESHIP', discountPercent: 100, validFrom: '2020-01-01', validTo: null },
  { code: 'EXPIRED5', discountPercent: 5, validFrom: '2019-01-01', validTo: '2020-12-31' },
] as const;

/** The purposes of the demo shipments, as their clientOrder prefixes. */
export const DEMO_SHIPMENT_PURPOSES = {
  /** ReadyToShip from WAW-1 with unpaid sender services: accepted at the counter. */
  acceptance: 'DEMO-ACCEPT',
  /** ReadyToShip from another division: the selection dialog. */
  otherDivision: 'DEMO-OTHER',
  /** Accepted, waiting at WAW-1 for the recipient. */
  issuance: 'DEMO-ISSUE',
  draft: 'DEMO-DRAFT',
  issued: 'DEMO-ISSUED',
  returned: 'DEMO-RETURNED',
  /** PL → DE with an invoice, Accepted. */
  international: 'DEMO-INTL',
  /** Accepted elsewhere, with a return or redirecting modification. */
  modified: 'DEMO-MODIFIED',
  /** A draft marked deleted. */
  deleted: 'DEMO-DELETED',
  /** Traffic among the other demo divisions. */
  network: 'DEMO-NET',
} as const;
export type DemoShipmentPurpose = keyof typeof DEMO_SHIPMENT_PURPOSES;

const DEMO_SEED = 20261122;

/** mulberry32: small, fast and the same sequence for the same seed on every machine. */
function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const NAMES = {
  PL: {
    first: ['Anna', 'Piotr', 'Katarzyna', 'Tomasz', 'Magdalena', 'Paweł', 'Agnieszka', 'Michał'],
    female: ['Anna', 'Katarzyna', 'Magdalena', 'Agnieszka'],
    // Polish surnames in -ski/-cki take -ska/-cka for a woman.
    last: ['Kowalski', 'Nowak', 'Wiśniewski', 'Wójcik', 'Kamiński', 'Lewandowski', 'Zieliński', 'Szymański'],
    streets: ['ul. Marszałkowska', 'ul. Puławska', 'ul. Grójecka', 'al. Jerozolimskie', 'ul. Długa'],
    cities: [
      ['Warszawa', '00-950'],
      ['Kraków', '31-001'],
      ['Gdańsk', '80-001'],
      ['Poznań', '60-001'],
    ],
    phone: (random: () => number) => `4860${digits(random, 7)}`,
  },
  UA: {
    first: ['Olena', 'Taras', 'Iryna', 'Andrii', 'Oksana', 'Dmytro'],
    female: [],
    last: ['Shevchenko', 'Bondarenko', 'Kovalenko', 'Tkachenko', 'Kravchenko', 'Melnyk'],
    streets: ['vul. Khreshchatyk', 'vul. Sadova', 'prosp. Peremohy', 'vul. Shevchenka'],
    cities: [
      ['Kyiv', '01001'],
      ['Lviv', '79000'],
      ['Odesa', '65000'],
    ],
    phone: (random: () => number) => `38067${digits(random, 7)}`,
  },
  DE: {
    first: ['Lukas', 'Anna', 'Jonas', 'Lea', 'Felix', 'Marie'],
    female: [],
    last: ['Müller', 'Schmidt', 'Schneider', 'Fischer', 'Weber', 'Wagner'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Gartenstraße', 'Schulstraße'],
    cities: [
      ['Berlin', '10115'],
      ['Hamburg', '20095'],
      ['München', '80331'],
    ],
    phone: (random: () => number) => `49151${digits(random, 8)}`,
  },
} as const;
type DemoCountry = keyof typeof NAMES;

/** A full name whose surname agrees with the first name where the language says it must. */
function personName(names: (typeof NAMES)[DemoCountry], first: string, last: string): string {
  const female = (names.female as readonly string[]).includes(first);
  return `${first} ${female ? last.replace(/(sk|ck)i$/, '$1a') : last}`;
}

function digits(random: () => number, count: number): string {
  return Array.from({ length: count }, () => Math.floor(random() * 10)).join('');
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)] as T;
}

interface DemoDivision {
  id: string;
  countryCode: string;
}

interface Generator {
  random: () => number;
  now: Date;
  waw: DemoDivision;
  byCountry: Record<DemoCountry, DemoDivision[]>;
}

function demoParty(
  gen: Generator,
  country: DemoCountry,
  division: DemoDivision | null,
  phone?: string,
): ShipmentParty {
  const names = NAMES[country];
  const [city, postCode] = pick<readonly [string, string]>(gen.random, names.cities);
  return {
    name: personName(names, pick(gen.random, names.first), pick(gen.random, names.last)),
    phone: phone ?? names.phone(gen.random),
    countryCode: country,
    divisionId: division?.id ?? null,
    addressParts: {
      street: pick(gen.random, names.streets),
      building: String(1 + Math.floor(gen.random() * 120)),
      city,
      postCode,
    },
  };
}

function demoParcels(gen: Generator) {
  const count = gen.random() < 0.8 ? 1 : 2;
  return Array.from({ length: count }, () =>
    parcelOf({
      actualWeight: 200 + Math.floor(gen.random() * 9800),
      volumetricWeight: Math.floor(gen.random() * 5000),
      length: 150 + Math.floor(gen.random() * 400),
      width: 100 + Math.floor(gen.random() * 300),
      height: 20 + Math.floor(gen.random() * 180),
    }),
  );
}

function demoServices(gen: Generator, payerType: 'Sender' | 'Recipient' = 'Sender'): ShipmentServiceInput[] {
  const services: ShipmentServiceInput[] = [{ serviceCode: 'Delivery', payerType, value: null }];
  if (gen.random() < 0.5)
    services.push({
      serviceCode: 'Insurance',
      payerType,
      value: String(100 + Math.floor(gen.random() * 900)),
    });
  if (gen.random() < 0.3) services.push({ serviceCode: 'SmsNotification', payerType, value: null });
  return services;
}

/** A moment `minutesAgo` before now, kept inside today so that today's register is never empty. */
function todayAt(gen: Generator, minutesAgo: number): Date {
  const startOfDay = new Date(gen.now);
  startOfDay.setUTCHours(0, 0, 0, 0);
  return new Date(Math.max(startOfDay.getTime() + 60_000, gen.now.getTime() - minutesAgo * 60_000));
}

function daysAgo(gen: Generator, days: number, hour: number): Date {
  const date = new Date(gen.now);
  date.setUTCDate(date.getUTCDate() - days);
  date.setUTCHours(hour, Math.floor(gen.random() * 60), 0, 0);
  return date;
}

export interface DemoSpec {
  purpose: DemoShipmentPurpose;
  index: number;
  draft: Partial<ShipmentDraft> & Pick<ShipmentDraft, 'sender' | 'recipient'>;
  status: ShipmentStatus;
  createdAt: Date;
  firstLogisticDivisionId?: string | null;
  lastLogisticDivisionId?: string | null;
  paid?: ServiceCode[];
  closed?: boolean;
}

export type DemoDivisions = Pick<Generator, 'waw' | 'byCountry'>;

/** The whole demo as a list, before anything is written: the same list for the same day. */
export function planDemoShipments(today: Date, known: DemoDivisions): DemoSpec[] {
  return demoSpecs({ random: seededRandom(DEMO_SEED), now: today, ...known });
}

function demoSpecs(gen: Generator): DemoSpec[] {
  const { waw, byCountry } = gen;
  const pl = byCountry.PL.length > 0 ? byCountry.PL : [waw];
  const ua = byCountry.UA.length > 0 ? byCountry.UA : pl;
  const de = byCountry.DE.length > 0 ? byCountry.DE : pl;
  const specs: DemoSpec[] = [];
  const add = (spec: Omit<DemoSpec, 'index'>) =>
    specs.push({ ...spec, index: specs.filter((other) => other.purpose === spec.purpose).length + 1 });

  for (let i = 0; i < 5; i += 1)
    add({
      purpose: 'acceptance',
      status: 'ReadyToShip',
      createdAt: todayAt(gen, 20 + i * 25),
      draft: {
        sender: demoParty(gen, 'PL', waw),
        recipient: demoParty(gen, 'PL', pick(gen.random, pl)),
        services: demoServices(gen),
      },
    });
  for (let i = 0; i < 2; i += 1) {
    const from = pl[i % pl.length]!;
    add({
      purpose: 'otherDivision',
      status: 'ReadyToShip',
      createdAt: todayAt(gen, 40 + i * 30),
      draft: {
        sender: demoParty(gen, 'PL', from),
        recipient: demoParty(gen, 'PL', waw),
        services: demoServices(gen),
      },
    });
  }
  for (let i = 0; i < 6; i += 1) {
    const from = pick(gen.random, pl);
    const recipientPays = i === 5;
    add({
      purpose: 'issuance',
      status: 'Accepted',
      createdAt: daysAgo(gen, 1 + (i % 3), 9 + i),
      firstLogisticDivisionId: from.id,
      lastLogisticDivisionId: waw.id,
      // Paid by the sender at acceptance; the last one is paid by the recipient on issuance.
      paid: recipientPays ? [] : ['Delivery', 'Insurance', 'SmsNotification'],
      draft: {
        sender: demoParty(gen, 'PL', from),
        recipient: demoParty(gen, 'PL', waw, `4850123456${i}`),
        payerType: recipientPays ? 'Recipient' : 'Sender',
        parcels: i === 2 ? [parcelOf(), parcelOf({ actualWeight: 3400 })] : demoParcels(gen),
        services: recipientPays
          ? [
              { serviceCode: 'Delivery', payerType: 'Recipient', value: null },
              { serviceCode: 'CashOnDelivery', payerType: 'Recipient', value: '250' },
            ]
          : demoServices(gen),
      },
    });
  }
  for (let i = 0; i < 2; i += 1)
    add({
      purpose: 'draft',
      status: 'Draft',
      createdAt: todayAt(gen, 10 + i * 15),
      draft: { sender: demoParty(gen, 'PL', waw), recipient: demoParty(gen, 'PL', pick(gen.random, pl)) },
    });
  for (let i = 0; i < 4; i += 1)
    add({
      purpose: 'issued',
      status: 'Issued',
      createdAt: daysAgo(gen, 5 + i * 2, 10),
      firstLogisticDivisionId: pick(gen.random, pl).id,
      lastLogisticDivisionId: waw.id,
      paid: ['Delivery', 'Insurance', 'SmsNotification'],
      closed: true,
      draft: { sender: demoParty(gen, 'PL', pick(gen.random, pl)), recipient: demoParty(gen, 'PL', waw) },
    });
  for (let i = 0; i < 2; i += 1)
    add({
      purpose: 'returned',
      status: 'Returned',
      createdAt: daysAgo(gen, 12 + i * 3, 11),
      firstLogisticDivisionId: waw.id,
      lastLogisticDivisionId: waw.id,
      paid: ['Delivery', 'Insurance', 'SmsNotification'],
      closed: true,
      draft: { sender: demoParty(gen, 'PL', waw), recipient: demoParty(gen, 'PL', pick(gen.random, pl)) },
    });
  add({
    purpose: 'international',
    status: 'Accepted',
    createdAt: daysAgo(gen, 1, 14),
    firstLogisticDivisionId: waw.id,
    lastLogisticDivisionId: null,
    paid: ['Delivery', 'Insurance'],
    draft: {
      internationalShipping: true,
      sender: demoParty(gen, 'PL', waw),
      recipient: demoParty(gen, 'DE', pick(gen.random, de)),
      services: [
        { serviceCode: 'Delivery', payerType: 'Sender', value: null },
        { serviceCode: 'Insurance', payerType: 'Sender', value: '800' },
      ],
      invoice: {
        currencyCode: 'EUR',
        totalCost: 185,
        items: [
          { description: 'Wool sweater', quantity: 2, value: 120, hsCode: '611011' },
          { description: 'Books', quantity: 3, value: 65, hsCode: '490199' },
        ],
      },
    },
  });
  for (let i = 0; i < 2; i += 1) {
    const from = pick(gen.random, pl);
    add({
      purpose: 'modified',
      status: 'Accepted',
      createdAt: daysAgo(gen, 2, 12 + i),
      firstLogisticDivisionId: from.id,
      lastLogisticDivisionId: null,
      paid: ['Delivery', 'Insurance', 'SmsNotification'],
      draft: { sender: demoParty(gen, 'PL', from), recipient: demoParty(gen, 'PL', pick(gen.random, pl)) },
    });
  }
  add({
    purpose: 'deleted',
    status: 'Draft',
    createdAt: todayAt(gen, 200),
    draft: { sender: demoParty(gen, 'PL', waw), recipient: demoParty(gen, 'PL', pick(gen.random, pl)) },
  });
  const network: [DemoCountry, DemoDivision[], DemoCountry, DemoDivision[]][] = [
    ['PL', pl, 'PL', pl],
    ['UA', ua, 'UA', ua],
    ['DE', de, 'DE', de],
    ['PL', pl, 'UA', ua],
  ];
  const statuses: ShipmentStatus[] = ['ReadyToShip', 'Accepted', 'Accepted', 'Issued'];
  for (let i = 0; i < 12; i += 1) {
    const [fromCountry, fromDivisions, toCountry, toDivisions] = network[i % network.length]!;
    const from = pick(gen.random, fromDivisions);
    const to = pick(gen.random, toDivisions);
    const status = statuses[i % statuses.length]!;
    add({
      purpose: 'network',
      status,
      createdAt: i < 4 ? todayAt(gen, 60 + i * 33) : daysAgo(gen, i - 3, 8 + (i % 9)),
      firstLogisticDivisionId: status === 'ReadyToShip' ? null : from.id,
      lastLogisticDivisionId: status === 'Issued' ? to.id : null,
      paid: status === 'ReadyToShip' ? [] : ['Delivery', 'Insurance', 'SmsNotification'],
      closed: status === 'Issued',
      draft: {
        internationalShipping: fromCountry !== toCountry,
        sender: demoParty(gen, fromCountry, from),
        recipient: demoParty(gen, toCountry, to),
        parcels: demoParcels(gen),
        services: demoServices(gen),
        ...(fromCountry !== toCountry
          ? {
              invoice: {
                currencyCode: 'EUR',
                totalCost: 60,
                items: [{ description: 'Gifts', quantity: 1, value: 60 }],
              },
            }
          : {}),
      },
    });
  }
  return specs;
}

export async function demoDivisions(db: Database): Promise<DemoDivisions> {
  const rows = await db
    .select({ id: divisions.id, number: divisions.number, countryCode: divisions.countryCode })
    .from(divisions)
    .where(isNull(divisions.deletedAt))
    .orderBy(asc(divisions.number))
    .limit(400);
  const waw = rows.find((row) => row.number === DEMO_DIVISION.number);
  if (!waw) throw new Error('The demo division is missing: seed the demo users first');
  const others = rows.filter((row) => row.id !== waw.id);
  const inCountry = (code: string) => others.filter((row) => row.countryCode === code).slice(0, 6);
  return { waw, byCountry: { PL: inCountry('PL'), UA: inCountry('UA'), DE: inCountry('DE') } };
}

async function insertDemoShipment(db: Database, user: AuthUser, spec: DemoSpec) {
  const paymentStatuses: Partial<Record<ServiceCode, ShipmentPaymentStatus>> = {};
  for (const code of spec.paid ?? []) paymentStatuses[code] = 'Paid';
  const accepted = ['Accepted', 'Issued', 'Returned', 'Utilized'].includes(spec.status);
  return db.transaction(async (tx) => {
    const shipment = await insertShipment(
      tx,
      user,
      draftOf({ ...spec.draft, clientOrder: `${DEMO_SHIPMENT_PURPOSES[spec.purpose]}-${spec.index}` }),
      {
        status: spec.status,
        createdAt: spec.createdAt,
        firstLogisticDivisionId: spec.firstLogisticDivisionId ?? null,
        lastLogisticDivisionId: spec.lastLogisticDivisionId ?? null,
        acceptedByUser: accepted ? user.login : null,
        paymentStatuses,
      },
    );
    if (accepted) {
      // Its tracking history: accepted where it was first handed in, issued where it was last.
      const events: ShipmentEventInput[] = [
        {
          shipmentId: shipment.id,
          event: 'Accepted',
          shipmentStatus: 'Accepted',
          divisionId: spec.firstLogisticDivisionId ?? null,
          user,
        },
      ];
      if (spec.status !== 'Accepted')
        events.push({
          shipmentId: shipment.id,
          event: spec.status,
          shipmentStatus: spec.status,
          divisionId: spec.lastLogisticDivisionId ?? spec.firstLogisticDivisionId ?? null,
          user,
        });
      await recordShipmentEvents(tx, events);
    }
    if (spec.closed) {
      const closingDate = new Date(spec.createdAt.getTime() + 2 * 86_400_000);
      await tx.update(shipments).set({ closingDate }).where(eq(shipments.id, shipment.id));
      if (spec.status === 'Issued')
        await tx
          .update(shipmentParcels)
          .set({ recipient: { name: shipment.recipient.name, identificationType: 'Document' } })
          .where(eq(shipmentParcels.shipmentId, shipment.id));
    }
    return shipment;
  });
}

/** Promo codes of the demo (`POST shipments/{id}/promo-codes`); inserted whenever missing. */
export async function seedDemoPromoCodes(db: Database) {
  await db
    .insert(promoCodes)
    .values([...DEMO_PROMO_CODES])
    .onConflictDoNothing();
}

/** The demo shipments, written only into a database that has none yet. */
export async function seedDemoShipments(db: Database, today: Date = new Date()) {
  await seedDemoPromoCodes(db);
  const [existing] = await db.select({ id: shipments.id }).from(shipments).limit(1);
  if (existing) return;
  const [operator] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'operator'));
  if (!operator) return;
  const created = new Map<string, string>();
  for (const spec of planDemoShipments(today, await demoDivisions(db))) {
    const shipment = await insertDemoShipment(db, operator, spec);
    created.set(`${spec.purpose}-${spec.index}`, shipment.id);
  }
  await db.transaction(async (tx) => {
    const modified1 = created.get('modified-1');
    const modified2 = created.get('modified-2');
    const international = created.get('international-1');
    const deleted = created.get('deleted-1');
    if (modified1)
      await createModification(tx, operator, 'Return', {
        shipmentId: modified1,
        customerType: 'Sender',
        payerType: 'Sender',
        source: 'API',
        note: 'The sender asked to return the parcel',
      });
    if (modified2) {
      const [shipment] = await tx
        .select({ recipient: shipments.recipient })
        .from(shipments)
        .where(eq(shipments.id, modified2));
      await createModification(tx, operator, 'Redirecting', {
        shipmentId: modified2,
        customerType: 'Recipient',
        payerType: 'Recipient',
        source: 'API',
        note: 'Deliver to the office instead',
        recipient: {
          ...shipment!.recipient,
          addressParts: { street: 'ul. Prosta', building: '20', city: 'Warszawa', postCode: '00-850' },
        },
      });
    }
    if (international)
      await createModification(tx, operator, 'InvoiceInspection', {
        shipmentId: international,
        customerType: 'Internal',
        payerType: 'Sender',
        source: 'API',
        note: 'Check the declared value',
      });
    if (deleted)
      await createModification(tx, operator, 'delete', { shipmentId: deleted, note: 'Created twice' });
  });
}

/**
 * The numbers of the demo shipments by purpose, in order (`acceptance: [SHPL…, …]`), read back
 * through their clientOrder tags.
 */
export async function demoShipmentNumbers(db: Database): Promise<Record<DemoShipmentPurpose, string[]>> {
  const rows = await db
    .select({ number: shipments.number, clientOrder: shipments.clientOrder })
    .from(shipments)
    .where(like(shipments.clientOrder, 'DEMO-%'))
    .orderBy(sql`length(${shipments.clientOrder})`, asc(shipments.clientOrder));
  const result = Object.fromEntries(
    Object.keys(DEMO_SHIPMENT_PURPOSES).map((purpose) => [purpose, [] as string[]]),
  ) as Record<DemoShipmentPurpose, string[]>;
  for (const [purpose, prefix] of Object.entries(DEMO_SHIPMENT_PURPOSES) as [DemoShipmentPurpose, string][]) {
    result[purpose] = rows
      .filter(
        (row) =>
          row.clientOrder?.startsWith(`${prefix}-`) && /^\d+$/.test(row.clientOrder.slice(prefix.length + 1)),
      )
      .map((row) => row.number);
  }
  return result;
}
