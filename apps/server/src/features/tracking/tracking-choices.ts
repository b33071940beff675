import {
  ACTIVE_MODIFICATION_STATUSES,
  deliveryDateOptions,
  greatCircleKm,
  NEARBY_PUDO_KM,
  PUDO_OPTIONS,
  pudoCapacityOf,
  type ShipmentModificationType,
  type ShipmentOperation,
  type TrackingDateOption,
  type TrackingOptions,
  type TrackingPudoOption,
  todayIn,
} from '@console/domain';
import { and, desc, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { arrayLiteral } from '../../db/sql-helpers.ts';
import { businessRule, HttpError } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { createModification } from '../shipments/shipment-modifications.ts';
import { shipmentModifications } from '../shipments/shipments-tables.ts';
import { timeIntervals } from '../time-intervals/time-intervals-table.ts';
import {
  deliveryTaskOf,
  type ShipmentRow,
  shipmentOfToken,
  TRACKING_SOURCE,
  zoneOfShipment,
} from './tracking-read.ts';

type Executor = Database | Transaction;

/**
 * The author of what the recipient asks for on the tracking page: the system, as other system
 * actions record it (no user row, no division of its own; the audit row's user is empty).
 */
export const TRACKING_SYSTEM_USER: AuthUser = { id: '', login: 'system', groups: [] };

/** The refusals the recipient reads, in plain words, by the workflow's codes. */
const PLAIN_REFUSALS: Readonly<Record<string, string>> = {
  SHIPMENT_NOT_ACCEPTED: 'Your parcel can be changed only while it is on its way to you.',
  MODIFICATION_ALREADY_EXISTS: 'A change of this kind is already being handled for your parcel.',
  DELIVERY_DATE_PAST: 'Please choose one of the days offered.',
  DELIVERY_DATE_REQUIRED: 'Please choose one of the days offered.',
};

/** The workflow's refusal as the recipient reads it: same status and code, plain words. */
function plain(error: unknown): unknown {
  if (!(error instanceof HttpError) || error.statusCode !== 422) return error;
  const message = PLAIN_REFUSALS[error.code];
  return message ? businessRule(error.code, message) : error;
}

/** Why the parcel can no longer be changed online at all, or null. */
function refusalOf(shipment: ShipmentRow): string | null {
  return shipment.status === 'Accepted' ? null : PLAIN_REFUSALS.SHIPMENT_NOT_ACCEPTED!;
}

/** The types the recipient already asked for, still in force: each may be asked once. */
async function activeTypes(executor: Executor, shipmentId: string): Promise<Set<ShipmentModificationType>> {
  const rows = await executor
    .select({ type: shipmentModifications.type })
    .from(shipmentModifications)
    .where(
      and(
        eq(shipmentModifications.shipmentId, shipmentId),
        inArray(shipmentModifications.status, [...ACTIVE_MODIFICATION_STATUSES]),
        isNull(shipmentModifications.deletedAt),
      ),
    );
  return new Set(rows.map((row) => row.type));
}

/** Where the parcel is to go now: the recipient's address point, else the task's, else their division's. */
async function recipientPoint(executor: Executor, shipment: ShipmentRow) {
  const address = shipment.recipient.address;
  if (address?.latitude != null && address.longitude != null)
    return { latitude: address.latitude, longitude: address.longitude };
  const task = await deliveryTaskOf(executor, shipment);
  if (task?.latitude != null && task.longitude != null)
    return { latitude: task.latitude, longitude: task.longitude };
  if (!shipment.recipientDivisionId) return null;
  const [division] = await executor
    .select({ latitude: divisions.latitude, longitude: divisions.longitude })
    .from(divisions)
    .where(eq(divisions.id, shipment.recipientDivisionId));
  return division?.latitude != null && division.longitude != null
    ? { latitude: division.latitude, longitude: division.longitude }
    : null;
}

/**
 * Parcels a pickup point holds or expects: live shipments bound for it or lying there, and the
 * redirections to it not yet done. One query for all the candidates.
 */
async function placesUsed(executor: Executor, ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  // A union of two index reads (shipments by recipient division, parcels by current division), not an
  // `or` that would read every shipment.
  const result = await executor.execute(sql`
    select d.id::text as id,
      (select count(*) from (
        select s.id from shipments s
        where s.recipient_division_id = d.id and s.status = 'Accepted' and s.deleted_at is null
        union
        select p.shipment_id from shipment_parcels p join shipments s on s.id = p.shipment_id
        where p.current_division_id = d.id and s.status = 'Accepted' and s.deleted_at is null
      ) held)
      + (select count(*) from shipment_modifications m
        where m.type = 'Redirecting' and m.deleted_at is null
          and m.status in ('NeedProcessing', 'InProgress')
          and m.payload -> 'recipient' ->> 'divisionId' = d.id::text) as used
    from divisions d where d.id = any(${arrayLiteral([...ids])}::uuid[])`);
  const rows = (result as unknown as { rows: { id: string; used: string | number }[] }).rows;
  return new Map(rows.map((row) => [row.id, Number(row.used)]));
}

/** About 0.1° of latitude either side: a box a little larger than `NEARBY_PUDO_KM` around the point. */
const BOX_DEGREES = (NEARBY_PUDO_KM / 111) * 1.1;

/**
 * Working pickup points of the recipient's country near where the parcel is to go (within
 * `NEARBY_PUDO_KM`; in the recipient's settlement when no point is known), nearest first, each with
 * its free places (capacity less parcels held or expected). `all` keeps the full ones.
 */
export async function nearbyPudos(
  executor: Executor,
  shipment: ShipmentRow,
  options: { all?: boolean } = {},
): Promise<(TrackingPudoOption & { latitude: number | null; longitude: number | null })[]> {
  const point = await recipientPoint(executor, shipment);
  const settlementId = shipment.recipient.settlementId ?? null;
  if (!point && !settlementId) return [];
  const near = point
    ? and(
        sql`${divisions.latitude} between ${point.latitude - BOX_DEGREES} and ${point.latitude + BOX_DEGREES}`,
        sql`${divisions.longitude} between ${point.longitude - BOX_DEGREES / Math.cos((point.latitude * Math.PI) / 180)}
          and ${point.longitude + BOX_DEGREES / Math.cos((point.latitude * Math.PI) / 180)}`,
      )
    : eq(divisions.settlementId, settlementId!);
  const rows = await executor
    .select({
      id: divisions.id,
      name: divisions.name,
      address: divisions.address,
      latitude: divisions.latitude,
      longitude: divisions.longitude,
      settings: divisions.settings,
    })
    .from(divisions)
    .where(
      and(
        eq(divisions.divisionCategory, 'PUDO'),
        eq(divisions.status, 'Working'),
        eq(divisions.countryCode, shipment.recipientCountryCode),
        eq(divisions.prohibitedIssuance, false),
        isNull(divisions.deletedAt),
        shipment.recipientDivisionId ? ne(divisions.id, shipment.recipientDivisionId) : undefined,
        near,
      ),
    )
    .limit(200);
  const measured = rows
    .map((row) => ({
      ...row,
      distanceKm:
        point && row.latitude !== null && row.longitude !== null
          ? Math.round(
              greatCircleKm(
                { lat: point.latitude, lng: point.longitude },
                { lat: row.latitude, lng: row.longitude },
              ) * 10,
            ) / 10
          : null,
    }))
    .filter((row) => row.distanceKm === null || row.distanceKm <= NEARBY_PUDO_KM)
    .sort((a, b) => (a.distanceKm ?? 0) - (b.distanceKm ?? 0) || a.name.localeCompare(b.name));
  const used = await placesUsed(
    executor,
    measured.map((row) => row.id),
  );
  return measured
    .map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      distanceKm: row.distanceKm,
      latitude: row.latitude,
      longitude: row.longitude,
      freePlaces: Math.max(0, pudoCapacityOf(row.settings) - (used.get(row.id) ?? 0)),
    }))
    .filter((row) => options.all || row.freePlaces > 0)
    .slice(0, options.all ? undefined : PUDO_OPTIONS);
}

/** The division the recipient's request belongs to: the delivering one. */
async function deliveringDivision(executor: Executor, shipment: ShipmentRow): Promise<string | null> {
  const task = await deliveryTaskOf(executor, shipment);
  return task?.divisionId ?? shipment.recipientDivisionId ?? shipment.lastLogisticDivisionId ?? null;
}

/** The days the delivery interval (own couriers, the delivering division's or the country's) offers. */
async function dateOptions(
  executor: Executor,
  shipment: ShipmentRow,
  now: Date,
): Promise<TrackingDateOption[]> {
  const divisionId = await deliveringDivision(executor, shipment);
  const [interval] = await executor
    .select()
    .from(timeIntervals)
    .where(
      and(
        eq(timeIntervals.countryCode, shipment.recipientCountryCode),
        eq(timeIntervals.type, 'Delivery'),
        isNull(timeIntervals.deliveryPartner),
        isNull(timeIntervals.deletedAt),
        or(
          isNull(timeIntervals.divisionId),
          divisionId ? eq(timeIntervals.divisionId, divisionId) : undefined,
        ),
      ),
    )
    .orderBy(desc(sql`(${timeIntervals.divisionId} is not null)`), desc(timeIntervals.createdAt))
    .limit(1);
  if (!interval) return [];
  const task = await deliveryTaskOf(executor, shipment);
  const zone = await zoneOfShipment(executor, shipment, task);
  const { monday, tuesday, wednesday, thursday, friday, saturday, sunday } = interval;
  const windows = { monday, tuesday, wednesday, thursday, friday, saturday, sunday };
  return deliveryDateOptions(todayIn(zone, now), windows);
}

/** `GET tracking/{token}/options`. */
export async function readTrackingOptions(
  executor: Executor,
  token: string,
  now = new Date(),
): Promise<TrackingOptions> {
  const shipment = await shipmentOfToken(executor, token);
  const refusal = refusalOf(shipment);
  if (refusal) return { pudos: [], dates: [], refusal, pudoRefusal: null, dateRefusal: null };
  const active = await activeTypes(executor, shipment.id);
  const handled = PLAIN_REFUSALS.MODIFICATION_ALREADY_EXISTS!;
  const redirecting = active.has('Redirecting');
  const moving = active.has('ChangeDeliveryDate');
  const pudos = redirecting ? [] : await nearbyPudos(executor, shipment);
  return {
    pudos: pudos.map(({ latitude: _a, longitude: _b, ...pudo }) => pudo),
    dates: moving ? [] : await dateOptions(executor, shipment, now),
    refusal: null,
    pudoRefusal: redirecting ? handled : null,
    dateRefusal: moving ? handled : null,
  };
}

/** What the workflow's operation payload needs beyond the type's own fields. */
function operationOf(shipment: ShipmentRow): ShipmentOperation {
  return {
    shipmentId: shipment.id,
    customerType: 'Recipient',
    payerType: shipment.payerType,
    source: TRACKING_SOURCE,
  };
}

/** Who asks for a redirect: the recipient on the tracking page, or the courier after a failed delivery. */
interface RedirectAuthor {
  user: AuthUser;
  source: string;
  /** The division the request belongs to; the delivering one when not given. */
  divisionId?: string | null;
}

/**
 * A Redirecting modification of the shipment to a nearby pickup point with a free place, through
 * the modification workflow and its rules. The point's row is locked while its places are counted,
 * so two requests never take its last place together.
 */
export async function redirectShipmentToPudo(
  executor: Transaction,
  shipment: ShipmentRow,
  pudoId: string,
  author: RedirectAuthor,
) {
  await executor.select({ id: divisions.id }).from(divisions).where(eq(divisions.id, pudoId)).for('update');
  const pudo = (await nearbyPudos(executor, shipment, { all: true })).find((each) => each.id === pudoId);
  if (!pudo)
    throw businessRule(
      'PUDO_NOT_OFFERED',
      'This pickup point is not offered for your parcel; please choose one from the list.',
    );
  if (pudo.freePlaces <= 0)
    throw businessRule('PUDO_FULL', 'This pickup point has no free place left; please choose another one.');
  const recipient = {
    ...shipment.recipient,
    divisionId: pudo.id,
    address: { string: pudo.address, latitude: pudo.latitude, longitude: pudo.longitude },
  };
  const payload = {
    ...operationOf(shipment),
    source: author.source,
    recipient,
    tracking: { target: pudo.name },
  };
  return createModification(executor, author.user, 'Redirecting', payload, {
    divisionId: author.divisionId ?? (await deliveringDivision(executor, shipment)),
  });
}

/** `POST tracking/{token}/redirect`: the recipient's own redirect to a nearby pickup point. */
export async function redirectToPudo(executor: Transaction, token: string, pudoId: string) {
  const shipment = await shipmentOfToken(executor, token);
  return redirectShipmentToPudo(executor, shipment, pudoId, {
    user: TRACKING_SYSTEM_USER,
    source: TRACKING_SOURCE,
  }).catch((error: unknown) => {
    throw plain(error);
  });
}

/** `POST tracking/{token}/delivery-date`: a ChangeDeliveryDate modification to an offered day. */
export async function changeDeliveryDate(
  executor: Transaction,
  token: string,
  date: string,
  now = new Date(),
) {
  const shipment = await shipmentOfToken(executor, token);
  if (shipment.status === 'Accepted') {
    const offered = await dateOptions(executor, shipment, now);
    if (!offered.some((option) => option.date === date))
      throw businessRule(
        'DATE_NOT_OFFERED',
        'We do not deliver on that day; please choose one of the days offered.',
      );
  }
  const payload = { ...operationOf(shipment), preferredDeliveryDate: date };
  return createModification(executor, TRACKING_SYSTEM_USER, 'ChangeDeliveryDate', payload, {
    divisionId: await deliveringDivision(executor, shipment),
  }).catch((error: unknown) => {
    throw plain(error);
  });
}
