import { z } from 'zod';

/**
 * Staff fixation on the mobile app (`staff_fixation_mobile_app`, registers §7 "Staff: POST
 * staff-fixations"): an employee scans their badge and is marked present at a division. The badge
 * carries the employee's mdmId (registers §3.1 staffs are keyed by it).
 */
export const STAFF_BADGE_PATTERN = /^[A-Z0-9]{3,50}$/;

export const STAFF_FIXATION_KINDS = ['arrival', 'departure'] as const;
export type StaffFixationKind = (typeof STAFF_FIXATION_KINDS)[number];

export const staffFixationCreateSchema = z.strictObject({
  barcode: z.string().trim().toUpperCase().regex(STAFF_BADGE_PATTERN),
  /** The division to be marked at; the caller's own when absent. */
  divisionId: z.uuid().optional(),
});
export type StaffFixationCreate = z.infer<typeof staffFixationCreateSchema>;

export const staffFixationListQuerySchema = z.strictObject({
  divisionId: z.uuid().optional(),
});

export interface StaffFixation {
  id: string;
  mdmId: string;
  staffName: string;
  divisionId: string;
  division: string;
  kind: StaffFixationKind;
  /** The part-time position the presence counts for, when it is not the employee's own division. */
  positionName: string | null;
  fixedAt: string;
  fixedByUser: string;
}

/** Arrival and departure alternate within a day: the next fixation is the opposite of the last one. */
export function nextFixationKind(last: StaffFixationKind | null): StaffFixationKind {
  return last === 'arrival' ? 'departure' : 'arrival';
}

/** A part-time position (registers §3.2): where else an employee works, and whether it is active. */
export interface PartTimePosition {
  employeeId: string;
  positionName: string;
  departmentId: string | null;
  inventLocationId: string | null;
  divisionId: string;
  isActive: boolean;
  userGroups: string[];
}
