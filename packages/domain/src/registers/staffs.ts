import { z } from 'zod';
import { countryCodeSchema, queryList } from '../validation.ts';
import {
  countryCodesFilter,
  deletionMark,
  enumListFilter,
  isoDateSchema,
  optionalText,
  textFilter,
  uuidListFilter,
} from './filter-schemas.ts';
import { listQuerySchema } from './list-query.ts';
import { defineRegister } from './register-definition.ts';

export const STAFF_STATUSES = ['Working', 'OnLeave', 'Dismissed'] as const;

const personName = z.string().trim().min(1).max(100);
const staffPhone = z.string().regex(/^\+?\d{8,14}$/);

/** Employees from the master-data system, keyed by mdmId. */
export const staffSchema = z.strictObject({
  mdmId: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,50}$/),
  lastName: personName,
  firstName: personName,
  patronymic: personName.nullish(),
  positionName: z.string().trim().min(1).max(255).nullish(),
  phone: staffPhone.nullish(),
  additionalPhone: staffPhone.nullish(),
  department: z.string().trim().min(1).max(255).nullish(),
  divisionId: z.uuid().nullish(),
  countryCode: countryCodeSchema,
  login: z.string().trim().min(1).max(100).nullish(),
  birthday: isoDateSchema.nullish(),
  status: z.enum(STAFF_STATUSES),
});
export const staffUpdateSchema = staffSchema.omit({ mdmId: true });
export const staffFilterSchema = z.strictObject({
  /** Any of last, first or patronymic name. */
  name: optionalText(1, 100),
  logins: queryList(textFilter(1, 100)).optional(),
  mdmIds: queryList(textFilter(1, 50)).optional(),
  divisionIds: uuidListFilter,
  countryCodes: countryCodesFilter,
  statuses: enumListFilter(STAFF_STATUSES),
  deletionMark,
});

export const staffsRegister = defineRegister({
  key: 'staffs',
  path: 'staffs',
  resource: 'staffs',
  route: 'staffs',
  keyField: 'mdmId',
  columns: [
    { field: 'lastName' },
    { field: 'firstName' },
    { field: 'patronymic' },
    { field: 'positionName' },
    { field: 'phone' },
    { field: 'additionalPhone' },
    { field: 'department' },
    { field: 'divisionName' },
    { field: 'countryCode' },
    { field: 'login' },
    { field: 'birthday', kind: 'date' },
    { field: 'status' },
  ],
  filters: [
    { name: 'name', operator: 'search', fields: ['lastName', 'firstName', 'patronymic'], input: 'text' },
    { name: 'logins', operator: 'in', fields: ['login'], input: 'textList' },
    { name: 'mdmIds', operator: 'in', fields: ['mdmId'], input: 'textList' },
    {
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    {
      name: 'countryCodes',
      operator: 'in',
      fields: ['countryCode'],
      input: 'referenceList',
      reference: 'countries',
    },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: STAFF_STATUSES },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(staffFilterSchema),
  // The work divisions: a dispatch manager's settings, set here (registers §5 "Division change").
  tabs: ['main', 'work_divisions'],
  fields: [
    { name: 'mdmId', input: 'text', tab: 'main', editable: 'create', required: true },
    { name: 'lastName', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'firstName', input: 'text', tab: 'main', editable: 'always', required: true },
    { name: 'patronymic', input: 'text', tab: 'main', editable: 'always' },
    { name: 'positionName', input: 'text', tab: 'main', editable: 'always' },
    { name: 'phone', input: 'text', tab: 'main', editable: 'always' },
    { name: 'additionalPhone', input: 'text', tab: 'main', editable: 'always' },
    { name: 'department', input: 'text', tab: 'main', editable: 'always' },
    { name: 'divisionId', input: 'reference', reference: 'divisions', tab: 'main', editable: 'always' },
    {
      name: 'countryCode',
      input: 'reference',
      reference: 'countries',
      tab: 'main',
      editable: 'always',
      required: true,
    },
    { name: 'login', input: 'text', tab: 'main', editable: 'always' },
    { name: 'birthday', input: 'date', tab: 'main', editable: 'always' },
    {
      name: 'status',
      input: 'select',
      options: STAFF_STATUSES,
      tab: 'main',
      editable: 'always',
      required: true,
    },
  ],
  createSchema: staffSchema,
  updateSchema: staffUpdateSchema,
  search: { textParam: 'name', valueField: 'login', labelFields: ['lastName', 'firstName', 'patronymic'] },
  createDisabled: true,
  sort: { field: 'lastName', direction: 'asc' },
});
