import {
  PICKUP_NAME_MAX_LENGTH,
  PICKUP_NAME_MAX_WORDS,
  type PickupType,
  WEEKDAYS,
  type Weekday,
} from '../constants.ts';
import type { PickupShipmentStatus, PickupStatus } from '../statuses.ts';
import { addDays } from '../time/zoned-time.ts';
import { normalizeStreetName } from './street-name.ts';

/**
 * Where a pickup may go from each status through `PUT pickups/{id}/status` (registers §4 names the
 * statuses and a few rules only; the rest is our decision, docs/decisions.md "Pickups"). The
 * courier call moves Created → AppointedCourier and back; deletion moves Draft → Deleted.
 */
export const PICKUP_STATUS_CHANGES: Readonly<Record<PickupStatus, readonly PickupStatus[]>> = {
  Draft: ['Created'],
  Created: ['ClientCanceled', 'NotCompleted'],
  AppointedCourier: ['InProgress', 'ClientCanceled', 'NotCompleted'],
  InProgress: ['ReceivedByCourier', 'ClientCanceled', 'NotCompleted'],
  ReceivedByCourier: ['Done', 'NeedPay'],
  NeedPay: ['Paid', 'NotCompleted'],
  Paid: ['Done'],
  Done: [],
  ClientCanceled: [],
  NotCompleted: [],
  Deleted: [],
};

export function canChangePickupStatus(from: PickupStatus, to: PickupStatus): boolean {
  return PICKUP_STATUS_CHANGES[from].includes(to);
}

/**
 * A status stated again with a note, to write an event into the pickup's history (registers §4
 * "Courier arrival time change: update the pickup, then change status with note"): the status
 * stays, the history gains the line. Without a note there is nothing to write.
 */
export function restatesPickupStatus(
  from: PickupStatus,
  to: PickupStatus,
  note: string | null | undefined,
): boolean {
  return from === to && (note ?? '').trim() !== '';
}

/** Registers §4: deletion only for a non-deleted Draft pickup. */
export function canDeletePickup(pickup: { status: PickupStatus; deletedAt: unknown }): boolean {
  return pickup.status === 'Draft' && (pickup.deletedAt === null || pickup.deletedAt === undefined);
}

/** Registers §4: courier removal only for AppointedCourier or InProgress. */
export function canRemovePickupCourier(status: PickupStatus): boolean {
  return status === 'AppointedCourier' || status === 'InProgress';
}

/** A courier may be appointed (or changed) while the pickup waits for or is with one. */
export function canAppointPickupCourier(status: PickupStatus): boolean {
  return status === 'Created' || status === 'AppointedCourier' || status === 'InProgress';
}

/**
 * Statuses in which the contact and the courier's arrival time may still change (`PUT pickups/{id}`):
 * until the courier has the goods. The spec names no such list (docs/decisions.md "Pickups").
 */
export const PICKUP_CONTACT_EDITABLE_STATUSES = [
  'Draft',
  'Created',
  'AppointedCourier',
  'InProgress',
] as const satisfies readonly PickupStatus[];

/** A pickup whose contact and arrival time may be edited: not deleted and not yet collected. */
export function canEditPickupContact(pickup: { status: PickupStatus; deletedAt: unknown }): boolean {
  return (
    (pickup.deletedAt === null || pickup.deletedAt === undefined) &&
    (PICKUP_CONTACT_EDITABLE_STATUSES as readonly PickupStatus[]).includes(pickup.status)
  );
}

/** Pickups a dispatcher still routes: created and not yet collected. */
export const OPEN_PICKUP_STATUSES = [
  'Created',
  'AppointedCourier',
  'InProgress',
] as const satisfies readonly PickupStatus[];

/** A shipment in one of these is "actively added" to its pickup (registers §5). */
export const ACTIVE_PICKUP_SHIPMENT_STATUSES = [
  'Accepted',
  'Added',
] as const satisfies readonly PickupShipmentStatus[];

/** Statuses `PUT v2/pickups/{id}/shipments` sets on listed shipments. */
export const PICKUP_SHIPMENT_SETTABLE_STATUSES = [
  'Accepted',
  'NotReady',
  'NotPacked',
  'ClientCanceled',
  'Deleted',
] as const satisfies readonly PickupShipmentStatus[];

/** Shipment statuses that may be added to a pickup (registers §4). */
export const PICKUP_ADDABLE_SHIPMENT_STATUSES = ['ReadyToShip', 'Accepted'] as const;

export type AddShipmentRefusal =
  | 'needs_sender_payment'
  | 'pickup_not_draft'
  | 'shipment_status'
  | 'already_added'
  | 'sender_division'
  | 'pickup_point_source'
  | 'address_mismatch';

/**
 * Pick-up point divisions of this source take no shipment that has a sender division (registers
 * §5): a partner's point collects parcels handed to it by clients, never one already at a branch.
 */
export const PICKUP_POINT_SOURCES_WITHOUT_SENDER_DIVISION = ['Partner'] as const;

export interface AddressMatchParts {
  building: string | null;
  street: string | null;
  postCode: string | null;
}

/**
 * Registers §4-5 "Adding a shipment to a pickup": only while the pickup is Draft, only a
 * ReadyToShip or Accepted shipment, not one actively added anywhere; when the pickup has full
 * address parts, building, street and post code must match the sender's (the street with or
 * without its street-type word, `normalizeStreetName`). A pickup at a pickup point (type PUDO)
 * takes no shipment whose sender still owes for it ("sender-pays shipments with outstanding cost
 * cannot be added in the pudo workplace"): the point hands the parcel on without a till.
 * Sender division rules: a pickup at a pick-up point takes a shipment with a sender division only
 * when that division is the point itself (`sender_division`); a point of a source in
 * `PICKUP_POINT_SOURCES_WITHOUT_SENDER_DIVISION` takes none with a sender division
 * (`pickup_point_source`). A shipment without a sender division, or a pickup at a client's
 * address, is not concerned.
 */
export function addShipmentRefusal(input: {
  pickupStatus: PickupStatus;
  pickupType?: PickupType;
  shipmentStatus: string;
  activelyAdded: boolean;
  /** The shipment has sender-paid services still NeedPay with a cost. */
  senderOwes?: boolean;
  pickupAddress: AddressMatchParts | null;
  senderAddress: AddressMatchParts | null;
  /** The shipment's sender division (where the sender hands it in), if any. */
  senderDivisionId?: string | null;
  /** The pickup's pick-up point division (PUDO or postomat pickups) and that division's source. */
  pickupDivisionId?: string | null;
  pickupDivisionSource?: string | null;
}): AddShipmentRefusal | null {
  if (input.pickupStatus !== 'Draft') return 'pickup_not_draft';
  if (!(PICKUP_ADDABLE_SHIPMENT_STATUSES as readonly string[]).includes(input.shipmentStatus))
    return 'shipment_status';
  if (input.activelyAdded) return 'already_added';
  if (input.pickupType === 'PUDO' && input.senderOwes) return 'needs_sender_payment';
  if (input.pickupDivisionId && input.senderDivisionId) {
    const source = input.pickupDivisionSource ?? '';
    if ((PICKUP_POINT_SOURCES_WITHOUT_SENDER_DIVISION as readonly string[]).includes(source))
      return 'pickup_point_source';
    if (input.senderDivisionId !== input.pickupDivisionId) return 'sender_division';
  }
  const pickup = input.pickupAddress;
  if (pickup?.building && pickup.street && pickup.postCode) {
    const sender = input.senderAddress;
    const same = (a: string | null | undefined, b: string | null | undefined) =>
      (a ?? '').trim().toLowerCase() === (b ?? '').trim().toLowerCase();
    if (
      !sender ||
      !same(pickup.building, sender.building) ||
      normalizeStreetName(pickup.street) !== normalizeStreetName(sender.street) ||
      !same(pickup.postCode, sender.postCode)
    )
      return 'address_mismatch';
  }
  return null;
}

/** Characters a name word may not hold besides digits (registers §5 "listed symbols"). */
const NAME_FORBIDDEN = /[\d!@#$%^&*()_+=[\]{};:"\\|,.<>/?~`№]/;

export type PickupNameProblem = 'words' | 'word_length' | 'symbols' | 'length' | 'repeated';

/**
 * Registers §5 "Pickup contact": full name 2-5 words, each 2-100 characters without digits or
 * listed symbols, total under 100, no word repeated more than twice.
 */
export function pickupNameProblem(fullName: string): PickupNameProblem | null {
  const trimmed = fullName.trim().replace(/\s+/g, ' ');
  const words = trimmed.length === 0 ? [] : trimmed.split(' ');
  if (words.length < 2 || words.length > PICKUP_NAME_MAX_WORDS) return 'words';
  if (trimmed.length >= PICKUP_NAME_MAX_LENGTH) return 'length';
  if (words.some((word) => word.length < 2 || word.length > 100)) return 'word_length';
  if (words.some((word) => NAME_FORBIDDEN.test(word))) return 'symbols';
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word.toLowerCase(), (counts.get(word.toLowerCase()) ?? 0) + 1);
  if ([...counts.values()].some((count) => count > 2)) return 'repeated';
  return null;
}

/** HH:MM-HH:MM or ALL_DAY (registers §5). */
export const TIME_WINDOW_PATTERN = /^(?:ALL_DAY|([01]\d|2[0-3]):([0-5]\d)-([01]\d|2[0-3]):([0-5]\d))$/;
export const ALL_DAY = 'ALL_DAY';

/**
 * The window an interval text sets: its hours, or the whole day 00:00-23:59 (ALL_DAY and any text
 * without hours, registers §5).
 */
export function timeWindow(text: string | null | undefined): { from: string; to: string } {
  const match = text ? /^(\d{2}:\d{2})-(\d{2}:\d{2})$/.exec(text.trim()) : null;
  if (!match?.[1] || !match[2]) return { from: '00:00', to: '23:59' };
  return { from: match[1], to: match[2] };
}

/** A window whose end is after its start; ALL_DAY always is. */
export function isValidTimeWindow(text: string): boolean {
  if (!TIME_WINDOW_PATTERN.test(text)) return false;
  const { from, to } = timeWindow(text);
  return text === ALL_DAY || from < to;
}

/** Registers §5: shown as 'not ordered' when from equals to, status Draft, or type not ClientAddress. */
export function isArrivalNotOrdered(pickup: {
  pickedTimeFrom: string | null;
  pickedTimeTo: string | null;
  status: PickupStatus;
  type: string;
}): boolean {
  return (
    pickup.status === 'Draft' ||
    pickup.type !== 'ClientAddress' ||
    !pickup.pickedTimeFrom ||
    pickup.pickedTimeFrom === pickup.pickedTimeTo
  );
}

const EARTH_RADIUS_KM = 6371.0088;

/** Great-circle (haversine) distance in km. */
export function greatCircleKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distance rounded to one decimal (registers §9 "Units"). */
export const roundDistance = (km: number) => Math.round(km * 10) / 10;

/** The weekday of a YYYY-MM-DD day. */
export function weekdayOf(day: string): Weekday {
  const index = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] ?? 'monday';
}

/**
 * Registers §5 "Work calendar": a day is selectable from today to before today plus max days
 * (default 15), and is neither a weekend nor a holiday.
 */
export function isSelectablePickupDay(
  day: string,
  today: string,
  working: (day: string) => boolean,
  maxDays = 15,
): boolean {
  return day >= today && day < addDays(today, maxDays) && working(day);
}
