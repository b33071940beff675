import { PAYMENT_NUMBER_PATTERN } from './money/money-model.ts';
import { TIME_INTERVAL_PATTERN } from './registers/divisions.ts';
import { DATE_PATTERN } from './registers/filter-schemas.ts';
import { PROBLEM_PARCEL_NUMBER_PATTERN } from './scanning/problem-parcels.ts';
import { SCAN_REGISTRY_NUMBER_PATTERN } from './scanning/scan-model.ts';
import { VEHICLE_NUMBER_PATTERN } from './scanning/vehicle-number.ts';
import { SHIPMENT_NUMBER_PATTERN } from './shipments/shipment-registers.ts';
import { CID_PATTERN } from './shipments/shipment-requests.ts';
import {
  COURIER_BARCODE_PATTERN,
  ORDER_NUMBER_PATTERN,
  PARCEL_NUMBER_PATTERN,
  PHONE_PATTERN,
  SHIPMENT_OR_PICKUP_BARCODE_PATTERN,
  TIME_OF_DAY_PATTERN,
} from './validation.ts';
import { VISIT_NUMBER_PATTERN } from './visits/visit-list-register.ts';

/**
 * The patterns people type whose failure says what shape is expected: the key becomes
 * `string.pattern.{name}` and the console words it with `admin.joi.shape.{name}` ("four capital
 * letters and ten digits…"). Keyed by the pattern's text as zod puts it on the issue, so a schema
 * written anywhere with one of these patterns is covered; any other pattern stays
 * `string.pattern.base`.
 */
export const PATTERN_NAMES: ReadonlyMap<string, string> = new Map(
  (
    [
      [PARCEL_NUMBER_PATTERN, 'parcel_number'],
      [SHIPMENT_NUMBER_PATTERN, 'shipment_number'],
      [ORDER_NUMBER_PATTERN, 'order_number'],
      [PAYMENT_NUMBER_PATTERN, 'payment_number'],
      [SCAN_REGISTRY_NUMBER_PATTERN, 'scan_number'],
      [PROBLEM_PARCEL_NUMBER_PATTERN, 'problem_parcel_number'],
      [VISIT_NUMBER_PATTERN, 'visit_number'],
      [COURIER_BARCODE_PATTERN, 'courier_barcode'],
      [SHIPMENT_OR_PICKUP_BARCODE_PATTERN, 'shipment_or_pickup_barcode'],
      [VEHICLE_NUMBER_PATTERN, 'vehicle_number'],
      [PHONE_PATTERN, 'phone'],
      [CID_PATTERN, 'cid'],
      [TIME_OF_DAY_PATTERN, 'time'],
      [TIME_INTERVAL_PATTERN, 'time_interval'],
      [DATE_PATTERN, 'date'],
      [/^[A-Z]{2}$/, 'two_capitals'],
      [/^[A-Z]{3}$/, 'three_capitals'],
      [/^[a-z]{2}$/, 'two_small_letters'],
    ] as const
  ).map(([pattern, name]) => [String(pattern), name]),
);
