import { z } from 'zod';
import { CARRIERS, PHONE_MAX_DIGITS, PHONE_MIN_DIGITS, PICKUP_TYPES, type PickupType } from '../constants.ts';
import { coordinateSchema } from '../registers/filter-schemas.ts';
import {
  PICKUP_SHIPMENT_STATUSES,
  PICKUP_STATUSES,
  type PickupShipmentStatus,
  type PickupStatus,
} from '../statuses.ts';
import { countryCodeSchema, queryList, SIMPLE_EMAIL_PATTERN } from '../validation.ts';
import { PICKUP_SHIPMENT_SETTABLE_STATUSES, pickupNameProblem } from './pickup-rules.ts';

/** A pickup as `GET pickups/{id}` answers (registers §3.2 "Pickup"). */
export interface Pickup {
  id: string;
  number: string;
  status: PickupStatus;
  statusDateTime: string;
  statuses: { status: PickupStatus; dateTime: string; user: string; note: string | null }[];
  source: string;
  type: PickupType;
  countryCode: string;
  deliveryPartner: string | null;
  deliveryPartnerNumber: string | null;
  pickupDivisionId: string | null;
  divisionId: string | null;
  division: string | null;
  settlementId: string | null;
  streetId: string | null;
  buildingId: string | null;
  cityDistrictId: string | null;
  executor: string | null;
  executorId: string | null;
  executorName: string | null;
  companyTin: string | null;
  companyName: string | null;
  fullName: string | null;
  phone: string | null;
  email: string | null;
  externalId: string | null;
  createdByUser: string;
  address: { string: string | null; latitude: number | null; longitude: number | null };
  addressParts: PickupAddressPartsInput | null;
  note: string | null;
  currencyCode: string | null;
  services: { serviceCode: string; amount: number }[];
  pickedTimeFrom: string | null;
  pickedTimeTo: string | null;
  timeIntervalId: string | null;
  weightKg: number;
  parcelsCount: number;
  shipmentsCount: number;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  shipments: PickupShipment[];
}

export interface PickupShipment {
  id: string;
  shipmentId: string;
  number: string;
  shipmentStatus: string;
  status: PickupShipmentStatus;
  note: string | null;
  weightKg: number;
  parcelsCount: number;
  deliveryPartners: ShipmentDeliveryPartner[];
  deletedAt: string | null;
}

/** The spec's delivery partner record of a shipment (registers §3.2). */
export interface ShipmentDeliveryPartner {
  id: string;
  type: 'FirstMile';
  name: string;
  number: string;
  main: boolean;
  parcelNumber: string | null;
  shipmentId: string;
}

/** A courier offered by `GET pickups/{id}/executors`, nearest first. */
export interface PickupExecutor {
  id: string;
  executor: string;
  firstName: string;
  lastName: string;
  /** km, one decimal; null when neither a position nor a division location is known. */
  distance: number | null;
}

/** Courier arrival time: ISO with Z (registers §5 "microseconds and Z"; milliseconds accepted too). */
export const ARRIVAL_TIME_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{3}|\.\d{6})?Z$/;
export const arrivalTimeSchema = z
  .string()
  .regex(ARRIVAL_TIME_PATTERN)
  .refine((value) => !Number.isNaN(Date.parse(value)), { message: 'date.base' });

const phone = z.string().regex(new RegExp(`^\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`));
const text = (max: number) => z.string().trim().min(1).max(max);

/** Registers §5 "Pickup contact"; the name problem becomes the message key `pickup_name.<problem>`. */
export const pickupContactSchema = z.strictObject({
  fullName: z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = pickupNameProblem(value);
      if (problem) context.addIssue({ code: 'custom', message: `pickup_name.${problem}` });
    }),
  phone,
  email: z.string().trim().max(200).regex(SIMPLE_EMAIL_PATTERN).nullish(),
  companyTin: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9]{4,20}$/)
    .nullish(),
  companyName: text(255).nullish(),
});
export type PickupContact = z.infer<typeof pickupContactSchema>;

export const pickupAddressPartsSchema = z.strictObject({
  building: text(50).nullish(),
  street: text(255).nullish(),
  city: text(255).nullish(),
  region: text(255).nullish(),
  postCode: text(20).nullish(),
  flat: text(20).nullish(),
  block: text(20).nullish(),
  note: text(255).nullish(),
});
export type PickupAddressPartsInput = z.infer<typeof pickupAddressPartsSchema>;

/** The address of a pickup: text, point, parts and the address register ids it came from. */
export const pickupAddressSchema = z.strictObject({
  address: z.strictObject({
    string: text(500),
    latitude: coordinateSchema,
    longitude: z.number().min(-180).max(180),
  }),
  addressParts: pickupAddressPartsSchema.nullish(),
  settlementId: z.uuid().nullish(),
  streetId: z.uuid().nullish(),
  buildingId: z.uuid().nullish(),
});

const pickedTimes = {
  pickedTimeFrom: arrivalTimeSchema.nullish(),
  pickedTimeTo: arrivalTimeSchema.nullish(),
  timeIntervalId: z.uuid().nullish(),
};

/** Both ends or neither, and the end after the start. */
function checkPickedTimes(
  value: { pickedTimeFrom?: string | null; pickedTimeTo?: string | null },
  context: z.RefinementCtx,
) {
  const { pickedTimeFrom: from, pickedTimeTo: to } = value;
  if (!from !== !to)
    context.addIssue({
      code: 'custom',
      path: [from ? 'pickedTimeTo' : 'pickedTimeFrom'],
      message: 'any.required',
    });
  else if (from && to && Date.parse(to) < Date.parse(from))
    context.addIssue({ code: 'custom', path: ['pickedTimeTo'], message: 'date.min' });
}

/** `POST pickups` (registers §7): a new pickup is Draft. */
export const pickupCreateSchema = z
  .strictObject({
    contact: pickupContactSchema,
    ...pickupAddressSchema.shape,
    note: z.string().trim().max(1000).nullish(),
    services: z
      .array(z.strictObject({ serviceCode: text(40), amount: z.number().int().min(1).max(99) }))
      .max(20)
      .optional(),
    ...pickedTimes,
    type: z.enum(PICKUP_TYPES).optional(),
    countryCode: countryCodeSchema,
    pickupDivisionId: z.uuid().nullish(),
    divisionId: z.uuid().nullish(),
    /** Sent by the console; the server records the signed-in user whatever it says. */
    createdByUser: z.string().max(100).optional(),
  })
  .superRefine(checkPickedTimes);
export type PickupCreate = z.infer<typeof pickupCreateSchema>;

const lockVersion = z.number().int().min(1);

/** `PUT pickups/{id}`: note, contact and courier arrival time, with lockVersion. */
export const pickupUpdateSchema = z
  .strictObject({
    contact: pickupContactSchema.optional(),
    note: z.string().trim().max(1000).nullish(),
    ...pickedTimes,
    lockVersion,
  })
  .superRefine(checkPickedTimes);
export type PickupUpdate = z.infer<typeof pickupUpdateSchema>;

/** `PUT pickups/{id}/address` (platform §6 "Pickup change address"). */
export const pickupAddressChangeSchema = pickupAddressSchema.extend({ lockVersion });

export const pickupStatusChangeSchema = z.strictObject({
  status: z.enum(PICKUP_STATUSES),
  note: z.string().trim().max(1000).nullish(),
  lockVersion,
});

/** `PUT pickups/{id}/courier {note, executor, lockVersion}`; executor null removes the courier. */
export const pickupCourierSchema = z.strictObject({
  executor: z.string().trim().min(1).max(100).nullable(),
  note: z.string().trim().max(1000).nullish(),
  lockVersion,
});

/** `PUT pickups/{id}/assign-to-partner`; null gives it back to the own couriers. */
export const pickupAssignToPartnerSchema = z.strictObject({
  deliveryPartner: z.enum(CARRIERS).nullable(),
  /** Registers §5: a partner number must be a non-empty string. */
  deliveryPartnerNumber: z.string().trim().min(1).max(50).nullish(),
  lockVersion,
});

export const pickupShipmentsAddSchema = z.strictObject({
  shipments: z
    .array(z.strictObject({ shipmentId: z.uuid() }))
    .min(1)
    .max(100),
});

export const pickupShipmentsStatusSchema = z.strictObject({
  status: z.enum(PICKUP_SHIPMENT_SETTABLE_STATUSES),
  shipments: z
    .array(z.strictObject({ shipmentId: z.uuid(), note: z.string().trim().max(1000).nullish() }))
    .min(1)
    .max(100),
});

export const pickupShipmentsRemoveQuerySchema = z.strictObject({
  shipmentIds: queryList(z.uuid()).pipe(z.array(z.uuid()).min(1).max(100)),
});

/** `GET pickups/shipments`: pickup shipments by pickup or by shipment, at most 100 (registers §9). */
export const pickupShipmentsLookupSchema = z.strictObject({
  pickupIds: queryList(z.uuid()).pipe(z.array(z.uuid()).max(50)).optional(),
  shipmentIds: queryList(z.uuid()).pipe(z.array(z.uuid()).max(100)).optional(),
  statuses: queryList(z.enum(PICKUP_SHIPMENT_STATUSES)).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(100),
});

/** `GET delivery-partners/list-by-geozoning` (registers §7). */
export const deliveryPartnersByGeozoningSchema = z.strictObject({
  countryCode: z
    .string()
    .transform((code) => code.toUpperCase())
    .pipe(countryCodeSchema),
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
  weight: z.coerce.number().min(0).max(100_000).optional(),
  declaredValue: z.coerce.number().min(0).max(100_000_000).optional(),
  type: z.enum(['FirstMile']).optional(),
});

/** A partner offered for a point: a branch of a carrier the country is served by. */
export interface GeozonedDeliveryPartner {
  id: string;
  carrier: string;
  number: string;
  name: string;
  address: string | null;
}

/** `POST shipments/{id}/delivery-partners`: a shipment's first-mile partner record. */
export const shipmentDeliveryPartnerSchema = z.strictObject({
  name: z.enum(CARRIERS),
  number: z.string().trim().min(1).max(50),
  main: z.boolean().default(false),
  parcelNumber: z.string().trim().min(1).max(50).nullish(),
});
