import { z } from 'zod';
import { uploadUrlSchema } from '../attachments/attachments-model.ts';
import {
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidFilter,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import {
  PROBLEM_PARCEL_STATUS_TONES,
  PROBLEM_PARCEL_STATUSES,
  PROBLEM_PARCEL_TYPES,
  type ProblemParcelStatus,
  type ProblemParcelType,
  type ReturnState,
} from '../statuses.ts';
import { PARCEL_NUMBER_PATTERN } from '../validation.ts';
import { normalizeBarcode } from './scan-model.ts';

/** Problem parcel numbers: PP and twelve digits. */
export const PROBLEM_PARCEL_NUMBER_PATTERN = /^PP\d{12}$/;
export const PROBLEM_PARCEL_NOTE_MAX = 1000;

/**
 * Problem-parcel statuses (registers §4): Open → InProgress → Processed; Processed may be reopened
 * (InProgress) when the case comes back; anything but Deleted may be Deleted; Deleted is final.
 */
const PROBLEM_PARCEL_TRANSITIONS: Readonly<Record<ProblemParcelStatus, readonly ProblemParcelStatus[]>> = {
  Open: ['InProgress', 'Processed', 'Deleted'],
  InProgress: ['Processed', 'Deleted'],
  Processed: ['InProgress', 'Deleted'],
  Deleted: [],
};

export function canChangeProblemParcelStatus(from: ProblemParcelStatus, to: ProblemParcelStatus): boolean {
  return PROBLEM_PARCEL_TRANSITIONS[from].includes(to);
}

export function nextProblemParcelStatuses(from: ProblemParcelStatus): readonly ProblemParcelStatus[] {
  return PROBLEM_PARCEL_TRANSITIONS[from];
}

/** Types that a scan or the workplace may register; the rest come from other workflows too. */
export const SCAN_PROBLEM_TYPES = [
  'DamagedCargo',
  'UnknownCargo',
] as const satisfies readonly ProblemParcelType[];

/**
 * Parcel numbers of a problem parcel: the parcel pattern of registers §5, or — for unknown cargo —
 * whatever barcode the scanner read (4 to 40 characters), since such cargo has no number of ours.
 */
const problemParcelNumberSchema = z.string().transform(normalizeBarcode).pipe(z.string().min(4).max(40));
const parcelNumbersSchema = z.array(problemParcelNumberSchema).min(1).max(50);
const noteTextSchema = z.string().trim().min(1).max(PROBLEM_PARCEL_NOTE_MAX);
const lockVersionSchema = z.number().int().min(1);

/** `POST problem-parcels`. */
export const problemParcelCreateSchema = z
  .strictObject({
    type: z.enum(PROBLEM_PARCEL_TYPES),
    parcelNumbers: parcelNumbersSchema,
    scanRegistryId: z.uuid().nullish(),
    /** The first note (who found what). */
    note: noteTextSchema.nullish(),
    /** The division it was found in; the user's own when absent. */
    divisionId: z.uuid().nullish(),
  })
  .superRefine((value, context) => {
    if (value.type === 'UnknownCargo') return;
    value.parcelNumbers.forEach((number, index) => {
      if (!PARCEL_NUMBER_PATTERN.test(number))
        context.addIssue({ code: 'custom', path: ['parcelNumbers', index], message: 'string.pattern.base' });
    });
  });
export type ProblemParcelCreate = z.input<typeof problemParcelCreateSchema>;

/** `PUT problem-parcels/{id}`: a note (appended with its author), type, parcel numbers, scan. */
export const problemParcelUpdateSchema = z.strictObject({
  note: noteTextSchema.nullish(),
  type: z.enum(PROBLEM_PARCEL_TYPES).optional(),
  parcelNumbers: parcelNumbersSchema.optional(),
  scanRegistryId: z.uuid().nullish(),
  lockVersion: lockVersionSchema,
});
export type ProblemParcelUpdate = z.input<typeof problemParcelUpdateSchema>;

/** `PUT problem-parcels/{id}/change-status`. */
export const problemParcelStatusSchema = z.strictObject({
  status: z.enum(PROBLEM_PARCEL_STATUSES),
  statusNote: z.string().trim().max(PROBLEM_PARCEL_NOTE_MAX).nullish(),
  lockVersion: lockVersionSchema,
});

/** `GET problem-parcels/attachments`. */
export const problemParcelAttachmentsQuerySchema = z.strictObject({
  problemParcelId: uuidFilter,
  ids: uuidListFilter,
  deletionMark,
});

/** `POST problem-parcels/{id}/attachments`: a file stored by `POST uploads`. */
export const problemParcelAttachmentCreateSchema = z.strictObject({
  url: uploadUrlSchema,
  fileName: z.string().trim().min(1).max(255).nullish(),
});

export interface ProblemParcelNote {
  text: string;
  author: string;
  createdAt: string;
}

export interface ProblemParcelStatusEntry {
  status: ProblemParcelStatus;
  statusNote: string | null;
  user: string;
  createdAt: string;
}

export interface ProblemParcelAttachment {
  id: string;
  problemParcelId: string;
  storageInfo: { url: string };
  fileName: string | null;
  userCreate: string;
  createdAt: string;
  deletedAt: string | null;
}

export interface ProblemParcel {
  id: string;
  number: string;
  type: ProblemParcelType;
  status: ProblemParcelStatus;
  statusNote: string | null;
  lockVersion: number;
  note: ProblemParcelNote[];
  parcelNumbers: string[];
  scanRegistryId: string | null;
  scanRegistryNumber: string | null;
  divisionId: string | null;
  division: string | null;
  createdAt: string;
  createdByUser: string;
  attachments: ProblemParcelAttachment[];
  statuses: ProblemParcelStatusEntry[];
  /** Where the return of its parcels stands, when one was asked for (registers §4). */
  returnState: ReturnState | null;
}

/** One parcel of a problem parcel, as its return goes. */
export interface ParcelReturn {
  /** Its shipment has a live Return modification. */
  returnAsked: boolean;
  /** Its shipment is Returned. */
  returned: boolean;
}

/**
 * The return state of a problem parcel (registers §4: Awaiting return, Partial return, Full
 * return), from its parcels: none while no return is asked for or made; Awaiting while none of
 * them is back, Partial while some are, Full once every one is.
 */
export function returnStateOf(parcels: readonly ParcelReturn[]): ReturnState | null {
  if (!parcels.some((parcel) => parcel.returnAsked || parcel.returned)) return null;
  const returned = parcels.filter((parcel) => parcel.returned).length;
  if (returned === 0) return 'Awaiting return';
  return returned === parcels.length ? 'Full return' : 'Partial return';
}

const parcelNumbersFilter = queryList(z.string().trim().toUpperCase().min(4).max(40))
  .pipe(z.array(z.string()).max(100))
  .optional();

export const problemParcelFilterSchema = z.strictObject({
  ids: uuidListFilter,
  numbers: queryList(z.string().trim().toUpperCase().regex(PROBLEM_PARCEL_NUMBER_PATTERN))
    .pipe(z.array(z.string()).max(100))
    .optional(),
  parcelNumbers: parcelNumbersFilter,
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  types: enumListFilter(PROBLEM_PARCEL_TYPES),
  statuses: enumListFilter(PROBLEM_PARCEL_STATUSES),
  divisions: uuidListFilter,
  scanRegistryId: uuidFilter,
  createdByUser: optionalText(1, 100),
  deletionMark,
});

/** Problem parcels register (registers §3.1 "problem_parcels"); rows open problem_parcel_edit. */
export const problemParcelsRegister = defineRegister({
  key: 'problem_parcels',
  path: 'problem-parcels',
  resource: 'problem_parcels',
  route: 'problem_parcels',
  keyField: 'id',
  columns: [
    { field: 'number' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'type' },
    { field: 'division' },
    { field: 'status', kind: 'tone', tones: PROBLEM_PARCEL_STATUS_TONES },
    { field: 'parcelNumbers', kind: 'list' },
    { field: 'createdByName' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'numbers', operator: 'in', fields: ['number'], input: 'textList', namesRows: true },
    { name: 'parcelNumbers', operator: 'in', input: 'textList', namesRows: true },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: PROBLEM_PARCEL_TYPES },
    {
      name: 'statuses',
      operator: 'in',
      fields: ['status'],
      input: 'multiSelect',
      options: PROBLEM_PARCEL_STATUSES,
    },
    {
      name: 'divisions',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'scanRegistryId', operator: 'equals', input: 'text' },
    { name: 'createdByUser', operator: 'equals', input: 'reference', reference: 'staffs' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(problemParcelFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'problem_parcel_edit',
  sort: { field: 'createdAt', direction: 'desc' },
  deleteCalls: [],
});
