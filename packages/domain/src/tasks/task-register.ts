import { z } from 'zod';
import {
  dateFilterSchema,
  deletionMark,
  enumListFilter,
  optionalText,
  queryList,
  uuidListFilter,
} from '../registers/filter-schemas.ts';
import { listQuerySchema } from '../registers/list-query.ts';
import { defineRegister } from '../registers/register-definition.ts';
import { TODAY_FILTER_DEFAULT } from '../shipments/shipment-registers.ts';
import { TASK_STATUS_TONES, TASK_STATUSES } from '../statuses.ts';
import { REGISTER_TASK_TYPES, TASK_EDITOR_ROUTES } from './task-model.ts';

export const taskFilterSchema = z.strictObject({
  ids: uuidListFilter,
  executors: queryList(z.string().trim().min(1).max(100)).pipe(z.array(z.string()).max(100)).optional(),
  divisionIds: uuidListFilter,
  types: enumListFilter(REGISTER_TASK_TYPES),
  statuses: enumListFilter(TASK_STATUSES),
  createdByUser: optionalText(1, 100),
  createdAtFrom: dateFilterSchema.optional(),
  createdAtTo: dateFilterSchema.optional(),
  deletionMark,
});

/** The tasks register (registers §2.1, §3.1 "tasks"); rows open the task's form by its type. */
export const tasksRegister = defineRegister({
  key: 'tasks',
  path: 'tasks',
  resource: 'tasks',
  route: 'tasks',
  keyField: 'id',
  columns: [
    { field: 'id' },
    // The human number beside the spec's id (a shipment, pickup or "DEMO-TASK-CA-7", issue 24).
    { field: 'ownerDocumentNumber' },
    { field: 'createdAt', kind: 'datetime', sortable: true },
    { field: 'status', kind: 'tone', tones: TASK_STATUS_TONES },
    { field: 'implementationEndDateTime', kind: 'datetime' },
    { field: 'type' },
    // The executor's name; the `executors` filter still names logins (issue 24).
    { field: 'executorName' },
    { field: 'division' },
  ],
  filters: [
    { name: 'ids', operator: 'in', fields: ['id'], input: 'textList', namesRows: true },
    { name: 'executors', operator: 'in', fields: ['executor'], input: 'referenceList', reference: 'staffs' },
    {
      name: 'divisionIds',
      operator: 'in',
      fields: ['divisionId'],
      input: 'referenceList',
      reference: 'divisions',
    },
    { name: 'types', operator: 'in', fields: ['type'], input: 'multiSelect', options: REGISTER_TASK_TYPES },
    { name: 'statuses', operator: 'in', fields: ['status'], input: 'multiSelect', options: TASK_STATUSES },
    {
      name: 'createdByUser',
      operator: 'equals',
      fields: ['createdByUser'],
      input: 'reference',
      reference: 'staffs',
    },
    {
      name: 'createdAtFrom',
      operator: 'from',
      fields: ['createdAt'],
      input: 'date',
      defaultValue: TODAY_FILTER_DEFAULT,
    },
    { name: 'createdAtTo', operator: 'to', fields: ['createdAt'], input: 'date' },
    { name: 'deletionMark', operator: 'deletion', input: 'deletion' },
  ],
  filterSchema: listQuerySchema(taskFilterSchema),
  tabs: ['main'],
  fields: [],
  createSchema: z.never(),
  updateSchema: z.never(),
  // Registers §2.1: creating tasks from the generic editor is disabled.
  createDisabled: true,
  genericRoutes: 'list',
  editorRoute: 'edit_task',
  // A row opens its type's form directly, never the generic one first (issue 32).
  editorRouteOf: { field: 'type', routes: TASK_EDITOR_ROUTES },
  // Tasks change status, they are not marked deleted from the toolbar.
  deleteCalls: [],
  sort: { field: 'createdAt', direction: 'desc' },
});
