import {
  can,
  isPudoMode,
  NOT_PUDO_WORKPLACE_MESSAGE,
  type ParcelHistoryEvent,
  PUDO_DIVISION_CATEGORY,
  type PudoParcel,
  type PudoParcelCheck,
  type PudoParcelState,
  type PudoPassItem,
  type PudoWorkplaceSummary,
  wholeDaysBetween,
} from '@console/domain';
import { and, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/database.ts';
import { qualified } from '../../db/sql-helpers.ts';
import { businessRule, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { users, workingDivisionOf } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { readShipmentEvents, recordShipmentEvents } from '../shipments/shipment-events.ts';
import { shipmentParcels, shipments } from '../shipments/shipments-tables.ts';
import {
  type Executor,
  LEFT_DIVISION_EVENTS,
  type ParcelFacts,
  parcelsByNumber,
  uniqueInputs,
} from './parcel-lookup.ts';

/**
 * The pickup point's workplace (platform §2 `pudo_workplace`, `pudo_pass_courier`,
 * `pudo_check_parcel`, `pudo_auto_accept`): it works on the caller's own division, which must be
 * a PUDO for anything that moves a parcel ('Is not PUDO workplace!' otherwise).
 */

export interface PudoDivision {
  id: string;
  number: string;
  name: string;
  divisionCategory: string;
}

export async function divisionOfUser(executor: Executor, user: AuthUser): Promise<PudoDivision | null> {
  const [row] = await executor
    .select({
      id: divisions.id,
      number: divisions.number,
      name: divisions.name,
      divisionCategory: divisions.divisionCategory,
    })
    .from(users)
    .innerJoin(divisions, eq(divisions.id, workingDivisionOf()))
    .where(eq(users.id, user.id));
  return row ?? null;
}

/** The caller's division when it is a pickup point; else the spec's 'Is not PUDO workplace!'. */
export async function requirePudoDivision(executor: Executor, user: AuthUser): Promise<PudoDivision> {
  const division = await divisionOfUser(executor, user);
  if (division?.divisionCategory !== PUDO_DIVISION_CATEGORY)
    throw businessRule('NOT_PUDO_WORKPLACE', NOT_PUDO_WORKPLACE_MESSAGE);
  return division;
}

const lastEventSql = sql<
  string | null
>`(select e.event from shipment_events e where e.shipment_id = ${qualified(shipmentParcels.shipmentId)} and (e.parcel_id = ${qualified(shipmentParcels.id)} or e.parcel_id is null) order by e.id desc limit 1)`;

/** Still lying where its current division says: its latest event did not take it away. */
const stillThere = sql`coalesce(${lastEventSql}, '') not in (${sql.join(
  LEFT_DIVISION_EVENTS.map((event) => sql`${event}`),
  sql`, `,
)})`;

/**
 * Parcels lying at a division, waiting: their shipment Accepted, not issued, and their latest event
 * did not take them away (the PUDO's arrived and outgoing parcels; the employee workplace's
 * shipments for processing).
 */
export function lyingAt(divisionId: string): SQL {
  return and(
    eq(shipments.status, 'Accepted'),
    isNull(shipmentParcels.recipient),
    eq(shipmentParcels.currentDivisionId, divisionId),
    stillThere,
  )!;
}

function stateCondition(divisionId: string, state: PudoParcelState): SQL {
  switch (state) {
    case 'expected':
      return and(
        eq(shipments.status, 'Accepted'),
        isNull(shipmentParcels.recipient),
        eq(shipments.recipientDivisionId, divisionId),
        or(isNull(shipmentParcels.currentDivisionId), ne(shipmentParcels.currentDivisionId, divisionId)),
        sql`coalesce(${lastEventSql}, '') <> 'Lost'`,
      )!;
    case 'arrived':
      return and(lyingAt(divisionId), eq(shipments.recipientDivisionId, divisionId))!;
    case 'outgoing':
      return and(
        lyingAt(divisionId),
        or(isNull(shipments.recipientDivisionId), ne(shipments.recipientDivisionId, divisionId)),
      )!;
  }
}

const PUDO_LIST_LIMIT = 500;

/** `GET pudo/shipments`: the parcels bound for, waiting at or leaving the PUDO. */
export async function pudoParcels(
  executor: Executor,
  divisionId: string,
  state: PudoParcelState,
): Promise<PudoParcel[]> {
  const rows = await executor
    .select({
      parcelId: shipmentParcels.id,
      parcelNumber: shipmentParcels.number,
      shipmentId: shipments.id,
      shipmentNumber: shipments.number,
      shipmentStatus: shipments.status,
      recipientName: shipments.recipientName,
      currentDivisionAt: shipmentParcels.currentDivisionAt,
    })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(stateCondition(divisionId, state))
    .orderBy(shipmentParcels.number)
    .limit(PUDO_LIST_LIMIT);
  const now = new Date();
  return rows.map((row) => {
    const arrivedAt = state === 'expected' ? null : row.currentDivisionAt;
    return {
      parcelId: row.parcelId,
      parcelNumber: row.parcelNumber,
      shipmentId: row.shipmentId,
      shipmentNumber: row.shipmentNumber,
      shipmentStatus: row.shipmentStatus,
      recipientName: row.recipientName,
      state,
      arrivedAt: arrivedAt?.toISOString() ?? null,
      daysOnDivision: arrivedAt ? wholeDaysBetween(arrivedAt, now) : null,
    };
  });
}

async function countState(executor: Executor, divisionId: string, state: PudoParcelState) {
  const [row] = await executor
    .select({ value: sql<number>`count(*)::int` })
    .from(shipmentParcels)
    .innerJoin(shipments, eq(shipments.id, shipmentParcels.shipmentId))
    .where(stateCondition(divisionId, state));
  return Number(row?.value ?? 0);
}

/** `GET pudo/workplace`: the PUDO the caller works at and how many parcels stand where. */
export async function pudoSummary(executor: Executor, user: AuthUser): Promise<PudoWorkplaceSummary> {
  const division = await divisionOfUser(executor, user);
  const pudoMode = isPudoMode({ groups: user.groups, division }, { route: 'pudo_workplace' });
  if (division?.divisionCategory !== PUDO_DIVISION_CATEGORY)
    return { division, pudoMode, expected: 0, arrived: 0, outgoing: 0 };
  const [expected, arrived, outgoing] = [
    await countState(executor, division.id, 'expected'),
    await countState(executor, division.id, 'arrived'),
    await countState(executor, division.id, 'outgoing'),
  ];
  return { division, pudoMode, expected, arrived, outgoing };
}

const atDivision = (parcel: ParcelFacts, divisionId: string) =>
  parcel.currentDivisionId === divisionId && !LEFT_DIVISION_EVENTS.includes(parcel.lastEvent ?? '');

const inTransit = (parcel: ParcelFacts) => parcel.shipmentStatus === 'Accepted' && parcel.recipient === null;

/**
 * `POST pudo/pass-courier`: parcels lying at the PUDO are handed to the courier named by their
 * barcode; the event keeps the barcode, so the courier's unloading finds them.
 */
export async function passToCourier(
  tx: Transaction,
  user: AuthUser,
  division: PudoDivision,
  courierBarcode: string,
  inputs: readonly string[],
): Promise<PudoPassItem[]> {
  const numbers = uniqueInputs(inputs);
  const parcels = await parcelsByNumber(
    tx,
    numbers.flatMap((item) => (item.number ? [item.number] : [])),
    { lock: true },
  );
  const items: PudoPassItem[] = [];
  for (const { input, number } of numbers) {
    const parcel = number ? parcels.get(number) : undefined;
    const answer = { input, parcelNumber: number, shipmentNumber: parcel?.shipmentNumber ?? null };
    if (number === null) items.push({ ...answer, outcome: 'invalid' });
    else if (!parcel) items.push({ ...answer, outcome: 'unknown' });
    else if (!inTransit(parcel) || !atDivision(parcel, division.id))
      items.push({ ...answer, outcome: 'notHere' });
    else {
      await recordShipmentEvents(tx, [
        {
          shipmentId: parcel.shipmentId,
          parcelId: parcel.parcelId,
          event: 'HandedToCourier',
          note: `courier ${courierBarcode}`,
          user,
        },
      ]);
      items.push({ ...answer, outcome: 'passed' });
    }
  }
  return items;
}

/**
 * `GET pudo/parcels/{number}`: where a parcel is and its history. Administrator-god and service
 * desk see every parcel; a PUDO manager those sent from, bound for or lying at their division —
 * others are 404, as if they did not exist (docs/decisions.md "Record scope").
 */
export async function checkParcel(
  executor: Executor,
  user: AuthUser,
  number: string,
): Promise<PudoParcelCheck> {
  const parcel = (await parcelsByNumber(executor, [number])).get(number);
  if (!parcel) throw notFound('Parcel not found');
  if (!can(user, 'visitListDivisionFilter')) {
    const division = await divisionOfUser(executor, user);
    const related = [parcel.senderDivisionId, parcel.recipientDivisionId, parcel.currentDivisionId];
    if (!division || !related.includes(division.id)) throw notFound('Parcel not found');
  }
  const events = (await readShipmentEvents(executor, parcel.shipmentId)).filter(
    (event) => event.parcelId === null || event.parcelId === parcel.parcelId,
  );
  const divisionIds = [
    ...new Set(
      [
        parcel.senderDivisionId,
        parcel.recipientDivisionId,
        parcel.currentDivisionId,
        ...events.map((event) => event.divisionId),
      ].filter((id): id is string => id !== null),
    ),
  ];
  const names = new Map(
    divisionIds.length === 0
      ? []
      : (
          await executor
            .select({ id: divisions.id, name: divisions.name })
            .from(divisions)
            .where(inArray(divisions.id, divisionIds))
        ).map((row) => [row.id, row.name]),
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const history: ParcelHistoryEvent[] = events.map((event) => ({
    id: event.id,
    event: event.event,
    shipmentStatus: event.shipmentStatus,
    divisionId: event.divisionId,
    division: nameOf(event.divisionId),
    parcelNumber: event.parcelId ? parcel.parcelNumber : null,
    note: event.note,
    userLogin: event.userLogin,
    createdAt: event.createdAt,
  }));
  return {
    parcelNumber: parcel.parcelNumber,
    shipmentId: parcel.shipmentId,
    shipmentNumber: parcel.shipmentNumber,
    shipmentStatus: parcel.shipmentStatus,
    recipientName: parcel.recipientName,
    senderDivision: nameOf(parcel.senderDivisionId),
    recipientDivision: nameOf(parcel.recipientDivisionId),
    currentDivision: nameOf(parcel.currentDivisionId),
    currentDivisionAt: parcel.currentDivisionAt?.toISOString() ?? null,
    issued: parcel.recipient !== null,
    events: history,
  };
}
