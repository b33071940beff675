import { z } from 'zod';
import { INFORMATION_CHANNELS } from '../constants.ts';
import { enumListFilter, queryList, uuidListFilter } from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import {
  ONLINE_CLIENT_TYPES,
  TEMPLATE_EVENT_NAMES,
  TEMPLATE_EVENT_TYPES,
  TEMPLATE_LABELS,
} from './template-schema.ts';

/** The active flag as the list filters it (registers §4 "Template active flag: active or deleted"). */
export const TEMPLATE_STATES = ['active', 'deleted'] as const;

export const templateFilterSchema = z.strictObject({
  ids: uuidListFilter,
  active: z.enum(TEMPLATE_STATES).optional(),
  eventNames: enumListFilter(TEMPLATE_EVENT_NAMES),
  eventType: z.enum(TEMPLATE_EVENT_TYPES).optional(),
  informationChannels: enumListFilter(INFORMATION_CHANNELS),
  statusCodes: queryList(z.coerce.number().int().min(0).max(9999))
    .pipe(z.array(z.number()).max(50))
    .optional(),
  clientTypes: enumListFilter(ONLINE_CLIENT_TYPES),
  labels: enumListFilter(TEMPLATE_LABELS),
  /** Registers §2.3: template country codes are lowercased (other registers uppercase theirs). */
  countryCodes: queryList(
    z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z]{2}$/),
  )
    .pipe(z.array(z.string()).max(300))
    .optional(),
});

/** Notification templates (registers §2.3); rows open templates_edit, create opens templates_create. */
export const templatesRegister = defineRegister({
  key: 'templates',
  path: 'templates',
  resource: 'templates',
  route: 'templates',
  keyField: 'id',
  columns: [
    { field: 'status', kind: 'tone', tones: { active: 'positive', deleted: 'negative' } },
    { field: 'event_name' },
    { field: 'event_type' },
    { field: 'information_type', kind: 'list' },
    { field: 'information_channel', kind: 'list' },
    { field: 'event_description' },
    { field: 'client_type', kind: 'list' },
    { field: 'country_code', kind: 'list' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'active', operator: 'equals', input: 'select', options: TEMPLATE_STATES },
    {
      name: 'eventNames',
      operator: 'in',
      fields: ['event_name'],
      input: 'multiSelect',
      options: TEMPLATE_EVENT_NAMES,
    },
    {
      name: 'eventType',
      operator: 'equals',
      fields: ['event_type'],
      input: 'select',
      options: TEMPLATE_EVENT_TYPES,
    },
    {
      name: 'informationChannels',
      operator: 'in',
      fields: ['information_channel'],
      input: 'multiSelect',
      options: INFORMATION_CHANNELS,
    },
    { name: 'statusCodes', operator: 'in', fields: ['status_code'], input: 'textList' },
    {
      name: 'clientTypes',
      operator: 'in',
      fields: ['client_type'],
      input: 'multiSelect',
      options: ONLINE_CLIENT_TYPES,
    },
    { name: 'labels', operator: 'in', fields: ['label'], input: 'multiSelect', options: TEMPLATE_LABELS },
    { name: 'countryCodes', operator: 'in', fields: ['country_code'], input: 'textList' },
  ],
  filterSchema: listQuerySchema(templateFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  // The list's own Create and Copy open templates_create.
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'templates_edit',
  sort: { field: 'event_name', direction: 'asc' },
  deleteCalls: [{ method: 'DELETE', path: 'templates/{id}', appliesTo: (row) => row.status === 'active' }],
});
