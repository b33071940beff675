import {
  type CourierShiftInput,
  type CourierShiftView,
  type CourierSkill,
  courierShiftSchema,
  type VehicleKind,
} from '@console/domain';
import type { TFunction } from 'i18next';
import { zodIssueMessage } from '../../forms/zod-rule.ts';

/** Where a shift starts: the division's hub, or the courier's own place (home, a parking lot). */
export type StartPlace = 'hub' | 'own';
/** Where it ends: back where it started (the schema's empty end), or an own place. */
export type EndPlace = 'start' | 'own';

export interface ShiftFormValues {
  courier?: string;
  startTime?: string;
  endTime?: string;
  vehicleKind: VehicleKind;
  capacityKg?: number | null;
  capacityM3?: number | null;
  vehicleNumber?: string | null;
  skills: CourierSkill[];
  startPlace: StartPlace;
  startLatitude?: number | null;
  startLongitude?: number | null;
  endPlace: EndPlace;
  endLatitude?: number | null;
  endLongitude?: number | null;
}

/** The form's fields, so a zod issue's path is shown under the input it names. */
export type ShiftField = keyof ShiftFormValues;

/** A new shift starts as the schema's defaults (a van, cash on delivery) from the hub and back. */
export function shiftFormValues(shift: CourierShiftView | null): ShiftFormValues {
  if (!shift) return { vehicleKind: 'van', skills: ['cashOnDelivery'], startPlace: 'hub', endPlace: 'start' };
  return {
    ...shift,
    startPlace: shift.startLatitude === null ? 'hub' : 'own',
    endPlace: shift.endLatitude === null ? 'start' : 'own',
  };
}

const filled = <T>(value: T | '' | null | undefined): T | undefined =>
  value === '' || value === null ? undefined : value;

/** The place's coordinates when it is the courier's own, else both null (the hub, or back to start). */
function place(values: ShiftFormValues, prefix: 'start' | 'end', own: boolean) {
  return {
    [`${prefix}Latitude`]: own ? filled(values[`${prefix}Latitude`]) : null,
    [`${prefix}Longitude`]: own ? filled(values[`${prefix}Longitude`]) : null,
  };
}

export type ShiftCheck =
  | { ok: true; body: CourierShiftInput }
  | { ok: false; errors: { name: ShiftField; errors: string[] }[] };

/**
 * Checks the form with the schema `POST courier-shifts` is checked with, so the dispatcher sees
 * a bad value (a finish before the start, a latitude out of range) at its input, not as a 422.
 */
export function checkShift(
  values: ShiftFormValues,
  where: { divisionId: string; day: string },
  t: TFunction,
  labelOf: (field: ShiftField) => string,
): ShiftCheck {
  const result = courierShiftSchema.safeParse({
    ...where,
    courier: filled(values.courier),
    startTime: filled(values.startTime),
    endTime: filled(values.endTime),
    capacityKg: filled(values.capacityKg),
    capacityM3: values.capacityM3 ?? null,
    vehicleKind: values.vehicleKind,
    vehicleNumber: filled(values.vehicleNumber?.trim()) ?? null,
    skills: values.skills,
    ...place(values, 'start', values.startPlace === 'own'),
    ...place(values, 'end', values.endPlace === 'own'),
  });
  if (result.success) return { ok: true, body: result.data };
  const errors = new Map<ShiftField, string>();
  for (const issue of result.error.issues) {
    const name = issue.path[0] as ShiftField;
    if (!errors.has(name)) errors.set(name, zodIssueMessage(t, issue, labelOf(name)));
  }
  return { ok: false, errors: [...errors].map(([name, error]) => ({ name, errors: [error] })) };
}

/** A courier's own place as the list shows it: the coordinates to about 10 m. */
export function placeText(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null ? null : `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`;
}
