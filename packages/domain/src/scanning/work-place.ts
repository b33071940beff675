import { z } from 'zod';
import { queryList } from '../validation.ts';
import { type DivisionRef, type ScanAnswer, scanBarcodeSchema } from './scan-model.ts';

/**
 * The barcode placement (registers §3.2 "Barcode placement: nextDivision,
 * firstScanDateTimeOnDivision") and the employee workplace's scan counts (registers §7 "Scanning":
 * GET barcode-placements, GET work-place/shipment-processed, shipment-for-processed, POST
 * work-place/scans).
 */

/** `GET barcode-placements?barcodes[]=…`: up to 100 codes, as the scanner typed them. */
export const barcodePlacementQuerySchema = z.strictObject({
  barcodes: queryList(scanBarcodeSchema.shape.barcode).pipe(z.array(z.string()).min(1).max(100)),
  /** The division asked about; the caller's working division when absent. */
  divisionId: z.uuid().optional(),
});

export interface BarcodePlacement {
  barcode: string;
  /** Whether the barcode is a parcel we know; an unknown one has no placement. */
  found: boolean;
  shipmentNumber: string | null;
  /** Where the parcel goes from the division: its destination when that is another division. */
  nextDivision: DivisionRef | null;
  /** The first time it was scanned (or moved) at the division; "days on a division" count from it. */
  firstScanDateTimeOnDivision: string | null;
}

/** The division and local day a workplace count is for. */
export interface WorkPlaceDay {
  division: DivisionRef | null;
  /** YYYY-MM-DD in the division's time zone. */
  day: string;
}

/** `GET work-place/shipment-processed`: shipments the division handled today, by what was done. */
export interface ShipmentsProcessed extends WorkPlaceDay {
  /** Distinct shipments with any of the below. */
  count: number;
  accepted: number;
  issued: number;
  scanned: number;
}

/** `GET work-place/shipment-for-processed`: shipments whose parcels lie at the division, not issued. */
export interface ShipmentsForProcessing extends WorkPlaceDay {
  count: number;
  /** Of them, those bound for this division (to be issued here); the rest go on. */
  forIssue: number;
  outgoing: number;
}

/** `POST work-place/scans`: one parcel scanned at the workplace. */
export const workPlaceScanSchema = scanBarcodeSchema;

/** The answer: the scan as every scan answers, in the workplace's own stock-take registry. */
export interface WorkPlaceScanAnswer extends ScanAnswer {
  scanRegistry: { id: string; number: string };
  /** The parcel lies at or is bound for the caller's division. */
  belongsHere: boolean;
}
