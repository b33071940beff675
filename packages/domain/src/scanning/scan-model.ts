import { z } from 'zod';
import { toLatinKeyboard } from '../shipments/keyboard-layout.ts';
import type { ShipmentStatus } from '../statuses.ts';
import { CREATABLE_SCAN_TYPES, type ScanStatus, type ScanType } from '../statuses.ts';
import { COURIER_BARCODE_PATTERN, SCAN_DOCUMENT_NUMBER_LENGTH } from '../validation.ts';
import { vehicleNumberSchema } from './vehicle-number.ts';

/** Scan registry numbers: SC and twelve digits, 14 characters (registers §5 "Scanning"). */
export const SCAN_REGISTRY_NUMBER_PATTERN = /^SC\d{12}$/;
export const SCAN_REGISTRY_NUMBER_PREFIX = 'SC';
export const SCAN_REGISTRY_NUMBER_DIGITS = SCAN_DOCUMENT_NUMBER_LENGTH - SCAN_REGISTRY_NUMBER_PREFIX.length;

/** Scan types handled with a courier's barcode (the courier hub, "Hand over to a courier"). */
export const COURIER_SCAN_TYPES = [
  'LoadingCourier',
  'UnloadingCourier',
] as const satisfies readonly ScanType[];
/** Scan types that need a vehicle number (registers §5 "Unloading courier: vehicle number required"). */
export const VEHICLE_SCAN_TYPES = [
  'Loading',
  'Unloading',
  'UnloadingCourier',
] as const satisfies readonly ScanType[];

export const isCourierScan = (type: ScanType) => (COURIER_SCAN_TYPES as readonly ScanType[]).includes(type);
export const needsVehicle = (type: ScanType) => (VEHICLE_SCAN_TYPES as readonly ScanType[]).includes(type);

/**
 * A barcode as typed by a keyboard-wedge scanner: keys typed on a Cyrillic or Polish layout map to
 * Latin (registers §9), then spaces at the ends go and letters are upper case.
 */
export function normalizeBarcode(raw: string): string {
  return toLatinKeyboard(raw).trim().replace(/\s+/g, ' ').toUpperCase();
}

/** A courier's barcode, normalised as any scanned code (4 letters and 10 digits, platform §5). */
export const courierBarcodeInputSchema = z
  .string()
  .transform(normalizeBarcode)
  .pipe(z.string().regex(COURIER_BARCODE_PATTERN));

/** Trip numbers: free text, 1-200 (registers §5 "Scanning"). */
const tripNumberSchema = z.string().trim().min(1).max(200);

/** `POST scan-registry` (registers §7 "Scanning"). */
export const scanRegistryCreateSchema = z
  .strictObject({
    /** The division it is made in; the user's own when absent. */
    divisionId: z.uuid().nullish(),
    /** The part of the division the scan is made at (registers §3.2 "divisionPart"), if any. */
    divisionPartId: z.uuid().nullish(),
    type: z.enum(CREATABLE_SCAN_TYPES),
    destinationDivisions: z.array(z.uuid()).max(50).default([]),
    destinationCityDistricts: z.array(z.uuid()).max(50).default([]),
    /** Container (bag, pallet) barcodes the parcels go into. */
    scanRegistryContainers: z.array(z.string().trim().min(1).max(50)).max(100).default([]),
    vehicleNumber: vehicleNumberSchema.nullish(),
    tripNumber: tripNumberSchema.nullish(),
    deliveryPartner: z.string().trim().min(1).max(100).nullish(),
    /**
     * The courier's barcode: required for LoadingCourier. An UnloadingCourier may go without: its
     * vehicle names it (registers §7 looks an open one up by vehicle number; the PUDO's receiving
     * dialog asks for the vehicle only, registers §5 "Unloading courier").
     */
    courierBarcode: courierBarcodeInputSchema.nullish(),
  })
  .superRefine((value, context) => {
    if (value.type === 'LoadingCourier' && !value.courierBarcode) {
      context.addIssue({ code: 'custom', path: ['courierBarcode'], message: 'any.required' });
    }
    if (needsVehicle(value.type) && !value.vehicleNumber) {
      context.addIssue({ code: 'custom', path: ['vehicleNumber'], message: 'any.required' });
    }
  });
export type ScanRegistryCreate = z.input<typeof scanRegistryCreateSchema>;

/** `POST scan-registry/{id}/scans`: one code as the scanner typed it. */
export const scanBarcodeSchema = z.strictObject({
  barcode: z.string().max(60).transform(normalizeBarcode).pipe(z.string().min(4).max(40)),
});

/** How a scan is answered (and sounded): in the plan, not in it, scanned before, not a parcel we know. */
export const SCAN_RESULTS = ['expected', 'unexpected', 'alreadyScanned', 'unknown'] as const;
export type ScanResult = (typeof SCAN_RESULTS)[number];

export interface DivisionRef {
  id: string;
  name: string;
}

export interface ScannedItem {
  id: string;
  barcode: string;
  parcelId: string | null;
  shipmentId: string | null;
  shipmentNumber: string | null;
  expected: boolean;
  /** Where the parcel goes next by the movement plan (the processing hub sorts by it). */
  nextDivision: DivisionRef | null;
  scannedBy: string;
  createdAt: string;
}

export interface ScanAnswer {
  result: ScanResult;
  barcode: string;
  item: ScannedItem | null;
  scannedBarcodesAmount: number;
  forScanBarcodesAmount: number;
}

export interface ScanRegistry {
  id: string;
  number: string;
  type: ScanType;
  status: ScanStatus;
  statusDateTime: string;
  createdAt: string;
  createdByUser: string;
  divisionId: string;
  division: string;
  /** The part of the division it is made at: its id and code. */
  divisionPart: { id: string; code: string } | null;
  destinationDivisions: DivisionRef[];
  destinationCityDistricts: string[];
  scanRegistryContainers: string[];
  vehicleNumber: string | null;
  tripNumber: string | null;
  deliveryPartner: string | null;
  courierBarcode: string | null;
  courierName: string | null;
  scannedBarcodesAmount: number;
  forScanBarcodesAmount: number;
  /** What all its scans amount to (`items` shows only the newest). */
  tally: ScanTally;
  /** Parcels of the plan not scanned yet (first 200). */
  missing: { parcelNumber: string; shipmentNumber: string }[];
  items: ScannedItem[];
}

/**
 * A scanned barcode moves a parcel when the scan closes only if it names a parcel we know: an
 * unknown barcode is recorded but moves nothing.
 */
export const movesOnClose = (item: Pick<ScannedItem, 'parcelId'>): boolean => item.parcelId !== null;

/** Scans of a registry that move a parcel on close, and how many of those the plan expected. */
export interface ScanTally {
  moving: number;
  planned: number;
}

/** Adds scans to a tally (from nothing by default): the one way scans are counted. */
export function tallyScans(
  items: readonly Pick<ScannedItem, 'parcelId' | 'expected'>[],
  from: ScanTally = { moving: 0, planned: 0 },
): ScanTally {
  let { moving, planned } = from;
  for (const item of items) {
    if (!movesOnClose(item)) continue;
    moving += 1;
    if (item.expected) planned += 1;
  }
  return { moving, planned };
}

/**
 * What the close dialog, its success message and the progress ring say of a scan, all counted by
 * `tallyScans`: the parcels that move, the planned ones not scanned, and how far the plan is done
 * (100 % only when nothing planned is missing).
 */
export function scanProgress(registry: Pick<ScanRegistry, 'tally' | 'forScanBarcodesAmount'>): {
  moving: number;
  missing: number;
  percent: number;
} {
  const expected = registry.forScanBarcodesAmount;
  const planned = Math.min(registry.tally.planned, expected);
  return {
    moving: registry.tally.moving,
    missing: expected - planned,
    percent: expected > 0 ? Math.floor((100 * planned) / expected) : 0,
  };
}

/**
 * What closing a scan records for each parcel (the movement history, docs/decisions.md "Scanning"):
 * the event and, where the scan receives parcels from a client or a courier, the status a
 * ReadyToShip shipment takes.
 */
export const SCAN_MOVEMENTS: Readonly<Record<ScanType, { event: string; accepts: boolean }>> = {
  Client: { event: 'Accepted', accepts: true },
  Grouping: { event: 'Grouped', accepts: false },
  Loading: { event: 'Loaded', accepts: false },
  Unloading: { event: 'Unloaded', accepts: false },
  LoadingCourier: { event: 'HandedToCourier', accepts: false },
  UnloadingCourier: { event: 'ReturnedFromCourier', accepts: true },
  FixationOnDivision: { event: 'Arrived', accepts: false },
};

/** Statuses of a shipment that a scan may move (a Deleted, Issued … parcel is refused as unexpected). */
export const SCANNABLE_SHIPMENT_STATUSES = [
  'ReadyToShip',
  'Accepted',
] as const satisfies readonly ShipmentStatus[];
