import {
  addDays,
  can,
  canChangePickupStatus,
  canDeletePickup,
  canEditPickupContact,
  dayIn,
  type PickupCreate,
  type PickupStatus,
  type PickupUpdate,
  type pickupAddressChangeSchema,
  type pickupAssignToPartnerSchema,
  type pickupStatusChangeSchema,
  restatesPickupStatus,
  todayIn,
  WORK_CALENDAR_DEFAULT_DAYS,
} from '@console/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Transaction } from '../../db/database.ts';
import { nextNumber } from '../../db/sequence-numbers.ts';
import { businessRule, forbidden } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { zoneOfCountry } from '../countries/country-zone.ts';
import { isWorkingDay, servingDivision } from './pickup-places.ts';
import { pickupScopeOf } from './pickup-scope.ts';
import { acceptAddedShipments } from './pickup-shipments.ts';
import { type PickupRow, pickupForUpdate, statusEntry, writePickup } from './pickup-store.ts';
import { pickupNumbers, pickupShipments, pickups } from './pickups-tables.ts';

/** Statuses after which a pickup is no longer changed (besides reading it). */
const FINISHED: readonly PickupStatus[] = ['Done', 'ClientCanceled', 'NotCompleted', 'Deleted'];

function refuseFinished(pickup: PickupRow) {
  if (pickup.deletedAt || FINISHED.includes(pickup.status)) {
    throw businessRule('PICKUP_STATUS', 'A finished or deleted pickup cannot be changed');
  }
}

/**
 * Registers §5 "Work calendar": the courier's arrival day is today to before today + 15 days and a
 * working day of the country; otherwise INVALID_COURIER_ARRIVAL_DATE (registers §8). Both days are
 * read on the clocks of the country the courier comes in (the arrival is sent in UTC).
 */
export async function checkArrivalDay(
  tx: Transaction,
  countryCode: string,
  from: string | null | undefined,
  now = new Date(),
) {
  if (!from) return;
  const zone = await zoneOfCountry(tx, countryCode);
  const day = dayIn(zone, new Date(from));
  const today = todayIn(zone, now);
  const inRange = day >= today && day < addDays(today, WORK_CALENDAR_DEFAULT_DAYS);
  if (!inRange || !(await isWorkingDay(tx, countryCode, day))) {
    throw businessRule(
      'INVALID_COURIER_ARRIVAL_DATE',
      'The courier can come from today for 15 days, on working days only',
    );
  }
}

const contactColumns = (contact: PickupCreate['contact']) => ({
  fullName: contact.fullName.trim().replace(/\s+/g, ' '),
  phone: contact.phone,
  email: contact.email ?? null,
  companyTin: contact.companyTin ?? null,
  companyName: contact.companyName ?? null,
});

/** The address a pickup is collected from, as created and as changed (`PUT pickups/{id}/address`). */
const addressColumns = (
  input: Pick<PickupCreate, 'address' | 'addressParts' | 'settlementId' | 'streetId' | 'buildingId'>,
) => ({
  settlementId: input.settlementId ?? null,
  streetId: input.streetId ?? null,
  buildingId: input.buildingId ?? null,
  address: input.address.string,
  latitude: input.address.latitude,
  longitude: input.address.longitude,
  addressParts: input.addressParts
    ? {
        building: input.addressParts.building ?? null,
        street: input.addressParts.street ?? null,
        city: input.addressParts.city ?? null,
        region: input.addressParts.region ?? null,
        postCode: input.addressParts.postCode ?? null,
        flat: input.addressParts.flat ?? null,
        block: input.addressParts.block ?? null,
        note: input.addressParts.note ?? null,
      }
    : null,
});

/** `POST pickups`: a new Draft pickup, served by the division of its pickup zone. */
export async function createPickup(tx: Transaction, user: AuthUser, input: PickupCreate): Promise<PickupRow> {
  const scope = await pickupScopeOf(tx, user);
  // A contact-centre operator works for their country unless they may filter by several.
  if (
    scope.kind === 'country' &&
    input.countryCode !== scope.countryCode &&
    !can(user, 'setMultipleCountries')
  ) {
    throw forbidden();
  }
  await checkArrivalDay(tx, input.countryCode, input.pickedTimeFrom);
  const place = await servingDivision(tx, input.countryCode, input.address.latitude, input.address.longitude);
  const number = await nextNumber(tx, pickupNumbers, `PU${input.countryCode}`, 10);
  const [row] = await tx
    .insert(pickups)
    .values({
      number,
      status: 'Draft',
      statuses: [statusEntry('Draft', user, null)],
      type: input.type ?? 'ClientAddress',
      countryCode: input.countryCode,
      pickupDivisionId: input.pickupDivisionId ?? null,
      divisionId: input.divisionId ?? place.divisionId,
      cityDistrictId: place.cityDistrictId,
      ...addressColumns(input),
      ...contactColumns(input.contact),
      createdByUser: user.login,
      note: input.note ?? null,
      services: input.services ?? [],
      pickedTimeFrom: input.pickedTimeFrom ? new Date(input.pickedTimeFrom) : null,
      pickedTimeTo: input.pickedTimeTo ? new Date(input.pickedTimeTo) : null,
      timeIntervalId: input.timeIntervalId ?? null,
    })
    .returning();
  if (!row) throw new Error('Pickup insert returned nothing');
  await recordAudit(tx, user, { action: 'create', entity: 'pickups', entityId: row.id, after: { number } });
  return row;
}

/**
 * `PUT pickups/{id}`: contact, note and the courier's arrival time, with lockVersion. The note may
 * change until the pickup is finished; contact and arrival time only until the courier has the goods
 * (PICKUP_CONTACT_EDITABLE_STATUSES), the arrival day on the work calendar (registers §5).
 */
export async function updatePickup(tx: Transaction, user: AuthUser, pickupId: string, input: PickupUpdate) {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  refuseFinished(pickup);
  const contactOrTime =
    input.contact !== undefined ||
    input.pickedTimeFrom !== undefined ||
    input.pickedTimeTo !== undefined ||
    input.timeIntervalId !== undefined;
  if (contactOrTime && !canEditPickupContact(pickup)) {
    throw businessRule(
      'PICKUP_STATUS',
      `The contact and arrival time of a ${pickup.status} pickup cannot be changed`,
    );
  }
  const changes: Partial<typeof pickups.$inferInsert> = {};
  if (input.contact) Object.assign(changes, contactColumns(input.contact));
  if (input.note !== undefined) changes.note = input.note;
  if (input.pickedTimeFrom !== undefined) {
    await checkArrivalDay(tx, pickup.countryCode, input.pickedTimeFrom);
    changes.pickedTimeFrom = input.pickedTimeFrom ? new Date(input.pickedTimeFrom) : null;
    changes.pickedTimeTo = input.pickedTimeTo ? new Date(input.pickedTimeTo) : null;
  }
  if (input.timeIntervalId !== undefined) changes.timeIntervalId = input.timeIntervalId;
  return writePickup(tx, user, pickup, changes, 'update');
}

/** `PUT pickups/{id}/address` (platform §6 "Pickup change address"); geozoned again. */
export async function changePickupAddress(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  input: z.infer<typeof pickupAddressChangeSchema>,
) {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  refuseFinished(pickup);
  const place = await servingDivision(
    tx,
    pickup.countryCode,
    input.address.latitude,
    input.address.longitude,
  );
  return writePickup(
    tx,
    user,
    pickup,
    {
      ...addressColumns(input),
      cityDistrictId: place.cityDistrictId,
      divisionId: place.divisionId ?? pickup.divisionId,
    },
    'address',
  );
}

/**
 * `PUT pickups/{id}/status {status, note, lockVersion}`: the moves of PICKUP_STATUS_CHANGES.
 * Added shipments move to Accepted first (registers §4 "before other operations").
 */
export async function changePickupStatus(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  input: z.infer<typeof pickupStatusChangeSchema>,
) {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  if (!pickup.deletedAt && restatesPickupStatus(pickup.status, input.status, input.note)) {
    return writePickup(tx, user, pickup, {}, 'status-note', input.note, { restate: true });
  }
  if (pickup.deletedAt || !canChangePickupStatus(pickup.status, input.status)) {
    throw businessRule('PICKUP_STATUS', `A ${pickup.status} pickup cannot become ${input.status}`);
  }
  await acceptAddedShipments(tx, pickupId);
  return writePickup(tx, user, pickup, { status: input.status }, 'status', input.note);
}

/** Registers §4: only a non-deleted Draft pickup is deleted (status Deleted, deletion mark). */
export async function deletePickup(tx: Transaction, user: AuthUser, pickupId: string) {
  const pickup = await pickupForUpdate(tx, pickupId, null);
  if (!canDeletePickup(pickup)) {
    throw businessRule('PICKUP_STATUS', 'Only a Draft pickup that is not deleted can be deleted');
  }
  const now = new Date();
  await tx
    .update(pickupShipments)
    .set({ status: 'Deleted', deletedAt: now, updatedAt: now })
    .where(and(eq(pickupShipments.pickupId, pickupId), isNull(pickupShipments.deletedAt)));
  return writePickup(
    tx,
    user,
    pickup,
    { status: 'Deleted', deletedAt: now, shipmentsCount: 0, parcelsCount: 0, weightGrams: 0 },
    'delete',
  );
}

/**
 * `PUT pickups/{id}/assign-to-partner {lockVersion, deliveryPartner}` (platform §6 "Pickup assign
 * to partner"): a partner collects it instead of the own couriers, so the courier is removed; null
 * gives it back to the own couriers. Only before a courier is under way.
 */
export async function assignPickupToPartner(
  tx: Transaction,
  user: AuthUser,
  pickupId: string,
  input: z.infer<typeof pickupAssignToPartnerSchema>,
) {
  const pickup = await pickupForUpdate(tx, pickupId, input.lockVersion);
  if (pickup.deletedAt || !['Draft', 'Created', 'AppointedCourier'].includes(pickup.status)) {
    throw businessRule(
      'PICKUP_STATUS',
      'Only a Draft, Created or AppointedCourier pickup can change its partner',
    );
  }
  return writePickup(
    tx,
    user,
    pickup,
    {
      deliveryPartner: input.deliveryPartner,
      deliveryPartnerNumber: input.deliveryPartner ? (input.deliveryPartnerNumber ?? null) : null,
      executorId: null,
      executor: null,
      status: pickup.status === 'AppointedCourier' ? 'Created' : pickup.status,
    },
    'assign-to-partner',
  );
}
