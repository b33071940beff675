import { z } from 'zod';
import { PUDO_WORKPLACE_FROM } from '../access.ts';
import { isRole } from '../roles.ts';
import { ROUTES, type RouteName } from '../routes.ts';
import { vehicleNumberSchema } from '../scanning/vehicle-number.ts';
import type { ShipmentStatus } from '../statuses.ts';
import { COURIER_BARCODE_PATTERN } from '../validation.ts';

/** The pickup-point (PUDO) workplace: receiving, passing to a courier, checking and issuing parcels. */

export const PUDO_DIVISION_CATEGORY = 'PUDO';
export const NOT_PUDO_WORKPLACE_MESSAGE = 'Is not PUDO workplace!';

/** The receiving-method dialog (registers §2.4, §4 "Receiving type: manual (default) or auto"). */
export const PUDO_RECEIVING_METHODS = ['manual', 'auto'] as const;
export type PudoReceivingMethod = (typeof PUDO_RECEIVING_METHODS)[number];
export const DEFAULT_PUDO_RECEIVING_METHOD: PudoReceivingMethod = 'manual';

export interface PudoModeUser {
  groups: readonly string[];
  division: { divisionCategory: string } | null;
}

/**
 * Registers §6 "PUDO mode: division category PUDO and route pudo_workplace (or came from it), or
 * only the pudo manager role". "Only the pudo manager role" is a user whose one role is pudo
 * manager (group strings that are no role do not count).
 */
export function isPudoMode(
  user: PudoModeUser,
  context: { route?: RouteName | null; from?: string | null } = {},
): boolean {
  const roles = user.groups.filter(isRole);
  if (roles.length === 1 && roles[0] === 'pudo_manager') return true;
  const inPudoArea =
    (context.route != null && ROUTES[context.route].pudoArea === true) ||
    context.from === PUDO_WORKPLACE_FROM;
  return inPudoArea && user.division?.divisionCategory === PUDO_DIVISION_CATEGORY;
}

/** Where a parcel stands for the PUDO it is bound for or lies at. */
export const PUDO_PARCEL_STATES = ['expected', 'arrived', 'outgoing'] as const;
export type PudoParcelState = (typeof PUDO_PARCEL_STATES)[number];

export const pudoShipmentsQuerySchema = z.strictObject({
  state: z.enum(PUDO_PARCEL_STATES).optional(),
});

export interface PudoParcel {
  parcelId: string;
  parcelNumber: string;
  shipmentId: string;
  shipmentNumber: string;
  shipmentStatus: ShipmentStatus;
  recipientName: string;
  state: PudoParcelState;
  /** When it came to the PUDO (its current division since then). */
  arrivedAt: string | null;
  /** Days it has waited here: whole days since it arrived (registers §9 "days on a division"). */
  daysOnDivision: number | null;
}

export interface PudoWorkplaceSummary {
  division: { id: string; number: string; name: string; divisionCategory: string } | null;
  pudoMode: boolean;
  expected: number;
  arrived: number;
  outgoing: number;
}

/**
 * Receiving at the PUDO opens an UnloadingCourier scan of the PUDO through the "create unloading
 * courier" dialog (registers §2.4, §5 "Unloading courier: vehicle number required"); the day's open
 * one of the same clerk and vehicle is reused (registers §7 "first item reused if found").
 */
export const pudoReceivingScanSchema = z.strictObject({
  vehicleNumber: vehicleNumberSchema,
  deliveryPartner: z.string().trim().min(1).max(100).nullish(),
});
export type PudoReceivingScan = z.input<typeof pudoReceivingScanSchema>;

export interface PudoReceivingScanCreated {
  data: { id: string; type: string; number: string };
  /** True when the day's open scan of this clerk and vehicle was reused. */
  reused: boolean;
}

/** Passing parcels to a courier: the courier's barcode (4 letters + 10 digits, platform §5). */
export const pudoPassCourierSchema = z.strictObject({
  courierBarcode: z.string().trim().toUpperCase().regex(COURIER_BARCODE_PATTERN),
  parcelNumbers: z.array(z.string().max(40)).min(1).max(500),
});
export type PudoPassCourier = z.infer<typeof pudoPassCourierSchema>;

export const PUDO_PASS_OUTCOMES = ['passed', 'notHere', 'unknown', 'invalid'] as const;
export type PudoPassOutcome = (typeof PUDO_PASS_OUTCOMES)[number];

export interface PudoPassItem {
  input: string;
  parcelNumber: string | null;
  shipmentNumber: string | null;
  outcome: PudoPassOutcome;
}

/** One line of a parcel's tracking history (`readShipmentEvents`). */
export interface ParcelHistoryEvent {
  id: number;
  event: string;
  shipmentStatus: ShipmentStatus | null;
  divisionId: string | null;
  division: string | null;
  parcelNumber: string | null;
  note: string | null;
  userLogin: string | null;
  createdAt: string;
}

export interface PudoParcelCheck {
  parcelNumber: string;
  shipmentId: string;
  shipmentNumber: string;
  shipmentStatus: ShipmentStatus;
  recipientName: string;
  senderDivision: string | null;
  recipientDivision: string | null;
  currentDivision: string | null;
  currentDivisionAt: string | null;
  issued: boolean;
  events: ParcelHistoryEvent[];
}

/** Whole days between two instants (a parcel's days on a division), never negative. */
export function wholeDaysBetween(from: Date, to: Date): number {
  return Math.max(0, Math.floor((to.getTime() - from.getTime()) / 86_400_000));
}
