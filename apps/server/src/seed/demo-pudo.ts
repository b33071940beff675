import type { ShipmentDraft } from '@console/domain';
import { and, eq, gte, like } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { users } from '../features/auth/auth-tables.ts';
import { hashPassword } from '../features/auth/passwords.ts';
import { divisions } from '../features/divisions/divisions-table.ts';
import { applyMassOperation } from '../features/mass-operations/mass-operation-service.ts';
import { massOperations } from '../features/mass-operations/mass-operations-tables.ts';
import { recordShipmentEvents, type ShipmentEventInput } from '../features/shipments/shipment-events.ts';
import { draftOf, partyOf } from '../features/shipments/shipment-factories.ts';
import { insertShipment } from '../features/shipments/shipment-workflow.ts';
import { shipments } from '../features/shipments/shipments-tables.ts';
import { staffFixations, staffPartTimePositions } from '../features/staff-fixation/staff-fixation-tables.ts';
import { staffs } from '../features/staffs/staffs-table.ts';
import type { AuthUser } from '../http/permissions.ts';
import { DEMO_DIVISION, DEMO_PASSWORD, fillMissingSource } from './demo-users.ts';

/**
 * The pickup point of the demo: a PUDO division in Warsaw where the demo pudo manager works,
 * parcels on their way to it, parcels waiting there for their recipients, parcels sent from it,
 * Accepted parcels for mass issuance and loss, staff badges and the day's first fixations.
 */

export const DEMO_PUDO_DIVISION = {
  number: '1901',
  name: 'Warszawa Punkt odbioru nr 1',
  shortName: 'WAW-PUDO-1',
  divisionCategory: 'PUDO',
  type: 'external_pudo',
  status: 'Working',
  countryCode: 'PL',
  address: 'ul. Marszałkowska 104, 00-017 Warszawa',
  source: 'NPAX',
} as const;

/** clientOrder tags of the PUDO demo shipments (found by `GET shipments?clientOrders[]=`). */
export const DEMO_PUDO_PURPOSES = {
  expected: 'DEMO-PUDO-EXPECTED',
  waiting: 'DEMO-PUDO-WAITING',
  outgoing: 'DEMO-PUDO-OUT',
  mass: 'DEMO-MASS',
} as const;

/** Staff badges (the mdmId a badge carries): one of the PUDO, one of WAW-1 who also works there. */
export const DEMO_STAFF_BADGES = [
  { mdmId: 'MDM0101', lastName: 'Zając', firstName: 'Ewa', home: 'pudo', partTimeAtPudo: false },
  { mdmId: 'MDM0102', lastName: 'Kravets', firstName: 'Oleh', home: 'waw', partTimeAtPudo: true },
  { mdmId: 'MDM0103', lastName: 'Wójcik', firstName: 'Adam', home: 'waw', partTimeAtPudo: false },
] as const;

async function upsertPudoDivision(db: Database): Promise<string> {
  const [row] = await db
    .insert(divisions)
    .values(DEMO_PUDO_DIVISION)
    .onConflictDoUpdate({ target: divisions.number, set: fillMissingSource() })
    .returning({ id: divisions.id });
  return row!.id;
}

async function divisionIdOf(db: Database, number: string): Promise<string | null> {
  const [row] = await db.select({ id: divisions.id }).from(divisions).where(eq(divisions.number, number));
  return row?.id ?? null;
}

async function demoShipment(
  db: Database,
  user: AuthUser,
  clientOrder: string,
  draft: Pick<ShipmentDraft, 'sender' | 'recipient'>,
  events: (shipmentId: string) => ShipmentEventInput[],
  firstLogisticDivisionId: string | null,
  lastLogisticDivisionId: string | null,
) {
  await db.transaction(async (tx) => {
    const shipment = await insertShipment(tx, user, draftOf({ ...draft, clientOrder }), {
      status: 'Accepted',
      acceptedByUser: user.login,
      firstLogisticDivisionId,
      lastLogisticDivisionId,
      paymentStatuses: { Delivery: 'Paid' },
    });
    await recordShipmentEvents(tx, events(shipment.id));
  });
}

async function seedPudoShipments(db: Database, user: AuthUser, pudo: string, waw: string) {
  const [existing] = await db
    .select({ id: shipments.id })
    .from(shipments)
    .where(like(shipments.clientOrder, 'DEMO-PUDO-%'))
    .limit(1);
  if (existing) return;
  const names = ['Zofia Mazur', 'Kamil Krawczyk', 'Natalia Piotrowska', 'Michał Grabowski', 'Julia Pawlak'];
  const accepted = (shipmentId: string, divisionId: string): ShipmentEventInput => ({
    shipmentId,
    event: 'Accepted',
    shipmentStatus: 'Accepted',
    divisionId,
    user,
  });
  for (const [index, name] of names.slice(0, 4).entries()) {
    await demoShipment(
      db,
      user,
      `${DEMO_PUDO_PURPOSES.expected}-${index + 1}`,
      {
        sender: partyOf({ name: 'Sklep Internetowy Sp. z o.o.', phone: '48226001000', divisionId: waw }),
        recipient: partyOf({ name, phone: `4869100200${index}`, divisionId: pudo }),
      },
      (id) => [accepted(id, waw), { shipmentId: id, event: 'Loaded', divisionId: waw, user }],
      waw,
      pudo,
    );
  }
  for (const [index, name] of names.slice(0, 3).entries()) {
    await demoShipment(
      db,
      user,
      `${DEMO_PUDO_PURPOSES.waiting}-${index + 1}`,
      {
        sender: partyOf({ name: 'Anna Kowalska', phone: '48600100200', divisionId: waw }),
        recipient: partyOf({ name, phone: `4869100300${index}`, divisionId: pudo }),
      },
      (id) => [
        accepted(id, waw),
        { shipmentId: id, event: 'Arrived', divisionId: pudo, user },
        { shipmentId: id, event: 'ReadyForIssue', divisionId: pudo, user },
      ],
      waw,
      pudo,
    );
  }
  for (let index = 0; index < 2; index += 1) {
    await demoShipment(
      db,
      user,
      `${DEMO_PUDO_PURPOSES.outgoing}-${index + 1}`,
      {
        sender: partyOf({ name: names[index + 2]!, phone: `4869100400${index}`, divisionId: pudo }),
        recipient: partyOf({ name: 'Piotr Nowak', phone: '48501234567', divisionId: waw }),
      },
      (id) => [accepted(id, pudo)],
      pudo,
      waw,
    );
  }
  for (let index = 0; index < 8; index += 1) {
    await demoShipment(
      db,
      user,
      `${DEMO_PUDO_PURPOSES.mass}-${index + 1}`,
      {
        sender: partyOf({ name: 'Hurtownia Tekstyliów S.A.', phone: '48226002000', divisionId: waw }),
        recipient: partyOf({
          name: names[index % names.length]!,
          phone: `4869100500${index}`,
          divisionId: waw,
        }),
      },
      (id) => [accepted(id, waw)],
      waw,
      waw,
    );
  }
}

async function seedStaffBadges(db: Database, pudo: string, waw: string, fixedBy: string) {
  await db
    .insert(staffs)
    .values(
      DEMO_STAFF_BADGES.map((badge) => ({
        mdmId: badge.mdmId,
        lastName: badge.lastName,
        firstName: badge.firstName,
        positionName: badge.home === 'pudo' ? 'PUDO operator' : 'Operator',
        divisionId: badge.home === 'pudo' ? pudo : waw,
        countryCode: 'PL',
        status: 'Working',
      })),
    )
    .onConflictDoNothing();
  await db
    .insert(staffPartTimePositions)
    .values(
      DEMO_STAFF_BADGES.filter((badge) => badge.partTimeAtPudo).map((badge) => ({
        employeeId: badge.mdmId,
        positionName: 'PUDO operator (part-time)',
        divisionId: pudo,
        userGroups: ['pudo_manager'],
      })),
    )
    .onConflictDoNothing();
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const [fixed] = await db
    .select({ id: staffFixations.id })
    .from(staffFixations)
    .where(and(eq(staffFixations.divisionId, pudo), gte(staffFixations.fixedAt, today)))
    .limit(1);
  if (fixed) return;
  const at = (minutes: number) => new Date(Math.max(today.getTime() + 60_000, Date.now() - minutes * 60_000));
  await db.insert(staffFixations).values([
    { mdmId: 'MDM0101', divisionId: pudo, kind: 'arrival', fixedAt: at(180), fixedByUser: fixedBy },
    {
      mdmId: 'MDM0102',
      divisionId: pudo,
      kind: 'arrival',
      positionName: 'PUDO operator (part-time)',
      fixedAt: at(90),
      fixedByUser: fixedBy,
    },
  ]);
}

/** One earlier mass loss registration, so the screen's history is not empty. */
async function seedMassOperation(db: Database) {
  const [existing] = await db.select({ id: massOperations.id }).from(massOperations).limit(1);
  if (existing) return;
  const [god] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'administrator.god'));
  const [lost] = await db
    .select({ number: shipments.number })
    .from(shipments)
    .where(eq(shipments.clientOrder, `${DEMO_PUDO_PURPOSES.mass}-8`));
  if (!god || !lost) return;
  await applyMassOperation(db, god, {
    type: 'lost',
    parcelNumbers: [lost.number, 'SHPL9999999999'],
    note: 'Not found at the yearly inventory',
  });
}

/**
 * The pickup point's own manager (`pudo.point`, only the pudo manager role, password `demo`): the
 * role's demo user `pudo.manager` stays at WAW-1, where the visit tests use it.
 */
export const DEMO_PUDO_LOGIN = 'pudo.point';

async function seedPudoUser(db: Database, pudo: string) {
  await db
    .insert(users)
    .values({
      login: DEMO_PUDO_LOGIN,
      groups: ['pudo_manager'],
      passwordHash: await hashPassword(DEMO_PASSWORD),
      firstName: 'Ewa',
      lastName: 'Zając',
      email: 'pudo_point@demo.parcel-console.test',
      divisionId: pudo,
      countryCode: 'PL',
    })
    .onConflictDoNothing({ target: users.login });
}

export async function seedDemoPudo(db: Database) {
  const pudo = await upsertPudoDivision(db);
  const waw = await divisionIdOf(db, DEMO_DIVISION.number);
  if (!waw) return;
  await seedPudoUser(db, pudo);
  const [operator] = await db
    .select({ id: users.id, login: users.login, groups: users.groups })
    .from(users)
    .where(eq(users.login, 'operator'));
  if (!operator) return;
  await seedPudoShipments(db, operator, pudo, waw);
  await seedStaffBadges(db, pudo, waw, DEMO_PUDO_LOGIN);
  await seedMassOperation(db);
}
