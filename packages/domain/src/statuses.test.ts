import { describe, expect, it } from 'vitest';
import {
  CLIENT_TYPES,
  CUSTOMS_ZONES,
  DEFAULT_HEAVINESS,
  DIVISION_FILTER_CATEGORIES,
  DIVISION_TYPES,
  DIVISION_WORKING_STATE_TONES,
  HEAVINESS,
  KINDS,
  OPEN_TASK_STATUSES,
  OPERATION_TYPES,
  ORDER_PAYMENT_STATUS_TONES,
  PAYER_TYPES,
  PAYMENT_LAST_STATUS_TONES,
  PICKUP_SHIPMENT_STATUSES,
  PICKUP_STATUSES,
  PROBLEM_PARCEL_STATUS_TONES,
  ROUTE_STATUS_TONES,
  SCAN_STATUS_TONES,
  SCAN_TYPES,
  SHIPMENT_MODIFICATION_STATUS_TONES,
  SHIPMENT_MODIFICATION_TYPES,
  SHIPMENT_PAYMENT_STATUS_TONES,
  SHIPMENT_STATUS_TONES,
  SHIPMENT_STATUSES,
  shipmentStatusSchema,
  TASK_STATUS_TONES,
  TONES,
  type Tone,
  VISIT_DOCUMENT_STATUSES,
  VISIT_STATUS_TONES,
} from './statuses.ts';
import { specList } from './testing/spec-text.ts';

/** "Draft (warning), ReadyToShip (positive)" → { Draft: 'warning', ReadyToShip: 'positive' } */
function tones(text: string): Record<string, Tone> {
  return Object.fromEntries(
    [...text.matchAll(/(\w+) \((\w+)\)/g)].map(([, status, tone]) => [status, tone as Tone]),
  );
}

/** Registers §4 and platform §4, copied as written. */
const SPEC_TONES: readonly [string, Readonly<Record<string, Tone>>, string][] = [
  [
    'shipment',
    SHIPMENT_STATUS_TONES,
    'Draft (warning), ReadyToShip (positive), Accepted (positive), Deleted (negative), Issued (neutral), Returned (neutral), Utilized (warning)',
  ],
  [
    'shipment payment',
    SHIPMENT_PAYMENT_STATUS_TONES,
    'NeedPay (warning), Paid (positive), ContractAfterPayment (positive), FreeOfCharge (neutral)',
  ],
  [
    'order payment',
    ORDER_PAYMENT_STATUS_TONES,
    'NeedPay (warning), Paid (positive), ContractAfterPayment (positive), FreeOfCharge (neutral), Holded (neutral)',
  ],
  [
    'scanning',
    SCAN_STATUS_TONES,
    'Open (warning), Ungrouped (neutral), Deleted (negative), Closed (neutral)',
  ],
  [
    'payment last status',
    PAYMENT_LAST_STATUS_TONES,
    'paid (positive), refunded (neutral), paid_off (positive), holded (neutral)',
  ],
  [
    'task',
    TASK_STATUS_TONES,
    'New (warning), NotCompleted (negative), InProgress (neutral), Deleted (negative), Done (positive)',
  ],
  [
    'problem parcel',
    PROBLEM_PARCEL_STATUS_TONES,
    'Open (warning), Deleted (negative), InProgress (warning), Processed (positive)',
  ],
  [
    'visit',
    VISIT_STATUS_TONES,
    'Open (positive), InProgress (positive), Closed (neutral), Deleted (negative), NotDelivered (warning)',
  ],
  [
    'shipment modification',
    SHIPMENT_MODIFICATION_STATUS_TONES,
    'NeedProcessing (warning), Processed (positive), Canceled (negative), InProgress (neutral)',
  ],
  [
    'route',
    ROUTE_STATUS_TONES,
    'Processing (warning), Created (positive), NotActual (neutral), Deleted (negative), Draft (neutral)',
  ],
  [
    'division working state',
    DIVISION_WORKING_STATE_TONES,
    'Working (positive), NotWorking (negative), NotWorkingTemporary (warning), InProcessOpening (neutral)',
  ],
];

describe('status tones', () => {
  it.each(SPEC_TONES)('%s statuses carry the spec tones', (_name, actual, spec) => {
    expect(actual).toEqual(tones(spec));
  });

  it('uses only tones of the scale', () => {
    for (const [, actual] of SPEC_TONES) {
      for (const tone of Object.values(actual)) expect(TONES).toContain(tone);
    }
  });

  it('has the tone and heaviness scales of platform §4, heavy by default', () => {
    expect(TONES).toEqual(specList('neutral, positive, warning, negative'));
    expect(HEAVINESS).toEqual(specList('none, light, heavy'));
    expect(DEFAULT_HEAVINESS).toBe('heavy');
  });

  it('lists shipment statuses in the order of the tone map and validates them', () => {
    expect(SHIPMENT_STATUSES).toEqual(Object.keys(SHIPMENT_STATUS_TONES));
    expect(shipmentStatusSchema.safeParse('ReadyToShip').success).toBe(true);
    expect(shipmentStatusSchema.safeParse('readyToShip').success).toBe(false);
  });
});

describe('status and type lists', () => {
  it.each([
    [
      'pickup statuses',
      PICKUP_STATUSES,
      'Draft, Created, AppointedCourier, InProgress, ReceivedByCourier, Done, ClientCanceled, NotCompleted, Deleted, NeedPay, Paid',
    ],
    [
      'pickup shipment statuses',
      PICKUP_SHIPMENT_STATUSES,
      'Accepted, NotReady, NotPacked, ClientCanceled, Deleted, Added',
    ],
    [
      'scan types',
      SCAN_TYPES,
      'Client, Grouping, Loading, Unloading, LoadingCourier, UnloadingCourier, FixationOnDivision',
    ],
    [
      'operation types',
      OPERATION_TYPES,
      'Draft, AcceptanceError, Acceptance, Issuance, Service, Refusal, Redirecting, Return, ChangeData, Order, ChangeDeliveryDate',
    ],
    [
      'shipment modification types',
      SHIPMENT_MODIFICATION_TYPES,
      'InvoiceInspection, Return, Redirecting, ChangeData, Refusal, ChangeDeliveryDate, delete, close',
    ],
    ['division types', DIVISION_TYPES, 'internal, internal_pudo, external, external_pudo'],
    [
      'division filter categories',
      DIVISION_FILTER_CATEGORIES,
      'DeliveryService, MainInternationalTerminal, PostBranch, CargoBranch, Depot, Terminal',
    ],
    ['kinds', KINDS, 'Shipment, Order'],
    ['client types', CLIENT_TYPES, 'Sender, Recipient, Internal'],
    ['payer types', PAYER_TYPES, 'Sender, Recipient'],
    ['customs zones', CUSTOMS_ZONES, 'Europe, USMCA, NeedInvoice'],
    ['open task statuses', OPEN_TASK_STATUSES, 'New, InProgress'],
  ] as const)('%s', (_name, actual, spec) => {
    expect([...actual]).toEqual(specList(spec));
  });

  it('derives visit document statuses from the operation types plus Issued and Deleted', () => {
    expect(VISIT_DOCUMENT_STATUSES).toEqual([...OPERATION_TYPES, 'Accepted', 'Issued', 'Deleted']);
  });
});
