import { z } from 'zod';
import { routeRolesAllow } from '../routes.ts';
import { OPEN_TASK_STATUSES, TASK_STATUSES, type TaskStatus, type TaskType } from '../statuses.ts';
import { todayIn } from '../time/zoned-time.ts';
import { TIME_OF_DAY_PATTERN } from '../validation.ts';

/** The task types of the tasks register (registers §3.2 "Task types in the register", issue 10). */
export const REGISTER_TASK_TYPES = [
  'Return',
  'Redirecting',
  'Utilization',
  'SearchCargo',
  'ClientAddress',
  'Postomat',
  'PUDO',
  'Personal',
  'CourierOperations',
  'Remarking',
  'Transfer',
] as const satisfies readonly TaskType[];
export type RegisterTaskType = (typeof REGISTER_TASK_TYPES)[number];

/** Tasks a courier drives to: a client's address, a postomat or a PUDO point. Route building plans these. */
export const DELIVERY_TASK_TYPES = [
  'ClientAddress',
  'Postomat',
  'PUDO',
] as const satisfies readonly TaskType[];
export type DeliveryTaskType = (typeof DELIVERY_TASK_TYPES)[number];

export function isDeliveryTaskType(type: string): type is DeliveryTaskType {
  return (DELIVERY_TASK_TYPES as readonly string[]).includes(type);
}

export function isOpenTaskStatus(status: string): boolean {
  return (OPEN_TASK_STATUSES as readonly string[]).includes(status);
}

type TaskEditorRoute =
  | 'edit_task'
  | 'edit_task_client_address'
  | 'edit_task_postomat'
  | 'edit_task_pudo'
  | 'personal_task';

/**
 * The task types with a form of their own (registers §2.4: client address, postomat and PUDO
 * tasks; a courier's personal task); any other type opens `edit_task`.
 */
export const TASK_EDITOR_ROUTES: Readonly<Record<string, TaskEditorRoute>> = {
  ClientAddress: 'edit_task_client_address',
  Postomat: 'edit_task_postomat',
  PUDO: 'edit_task_pudo',
  Personal: 'personal_task',
};

/** Which editor route opens a task of a type. */
export function taskEditorRoute(type: string): TaskEditorRoute {
  return TASK_EDITOR_ROUTES[type] ?? 'edit_task';
}

/**
 * Task status moves (registers §4 lists the statuses, not the transitions; docs/decisions.md):
 * New → InProgress | Deleted; InProgress → Done | NotCompleted | New (handed back);
 * NotCompleted → New (tried again). Done and Deleted are final.
 */
export const TASK_TRANSITIONS: Readonly<Record<TaskStatus, readonly TaskStatus[]>> = {
  New: ['InProgress', 'Deleted'],
  InProgress: ['Done', 'NotCompleted', 'New'],
  NotCompleted: ['New'],
  Done: [],
  Deleted: [],
};

export function canMoveTask(from: TaskStatus, to: TaskStatus): boolean {
  return from === to || TASK_TRANSITIONS[from].includes(to);
}

/** Who dispatches couriers: the roles of the courier management hub (platform §2). */
export function isDispatcher(user: { groups: readonly string[] }): boolean {
  return routeRolesAllow(user.groups, 'courier_management_hub');
}

/**
 * Who may move a task's status: its executor (a courier works the task), or a dispatcher.
 * Who may change the executor: a dispatcher only.
 */
export function canChangeTaskStatus(
  user: { login: string; groups: readonly string[] },
  task: { executor: string | null },
): boolean {
  return task.executor === user.login || isDispatcher(user);
}
export function canChangeTaskExecutor(user: { groups: readonly string[] }): boolean {
  return isDispatcher(user);
}

/**
 * Taking a task from the workplace's queue (registers §2.4: the tasks of the user's branch or of
 * the branches of its location, unassigned): anybody who works tasks may make themself the
 * executor of a New task nobody holds; giving it to someone else stays a dispatcher's.
 */
export function canTakeTask(
  user: { login: string },
  task: { executor: string | null; status: TaskStatus },
  executor: string | null | undefined,
): boolean {
  return task.executor === null && task.status === 'New' && executor === user.login;
}

/**
 * Registers §9 "Daily task range: today 00:00 to 23:59": the day of the division the tasks are
 * worked in, its bounds sent as UTC instants (docs/decisions.md "Today is a place's day").
 */
export function dailyTaskDay(zone: string, now: Date): string {
  return todayIn(zone, now);
}

/** `HH:MM`, 00–23 and 00–59 (registers §5). */
export const timeOfDaySchema = z.string().trim().regex(TIME_OF_DAY_PATTERN);

export const taskAddressSchema = z.strictObject({
  string: z.string().trim().min(2).max(500),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});

/** Registers §5 "Tasks: owner document number 1-250". */
export const ownerDocumentNumberSchema = z.string().trim().min(1).max(250);

const taskFieldsShape = {
  ownerDocumentNumber: ownerDocumentNumberSchema.nullish(),
  title: z.string().trim().min(1).max(200).nullish(),
  note: z.string().trim().max(1000).nullish(),
  address: taskAddressSchema.nullish(),
  /** The day the task is to be done (YYYY-MM-DD). */
  day: z.iso.date().nullish(),
  /** The client's time window on that day, local time of the division. */
  timeFrom: timeOfDaySchema.nullish(),
  timeTo: timeOfDaySchema.nullish(),
  /** Weight carried to or from the stop, kg (route building turns it into minutes). */
  weightKg: z.number().min(0).max(10_000).nullish(),
  shipmentNumbers: z.array(z.string().trim().min(1).max(30)).max(100).optional(),
};

function checkTimeWindow(
  task: { timeFrom?: string | null; timeTo?: string | null },
  context: z.RefinementCtx,
): void {
  if (task.timeFrom && task.timeTo && task.timeTo < task.timeFrom) {
    context.addIssue({ code: 'custom', path: ['timeTo'], message: 'date.min', input: task.timeTo });
  }
}

/** `POST tasks`. Delivery tasks need an address with coordinates: a courier drives there. */
export const taskCreateSchema = z
  .strictObject({
    type: z.enum(REGISTER_TASK_TYPES),
    divisionId: z.uuid(),
    executor: z.string().trim().min(1).max(100).nullish(),
    ...taskFieldsShape,
  })
  .superRefine((task, context) => {
    checkTimeWindow(task, context);
    if (isDeliveryTaskType(task.type) && !task.address) {
      context.addIssue({ code: 'custom', path: ['address'], message: 'any.required', input: task.address });
    }
  });
export type TaskCreate = z.infer<typeof taskCreateSchema>;

/** `PUT tasks/{id}`: the editable fields with the lockVersion read. */
export const taskUpdateSchema = z
  .strictObject({ ...taskFieldsShape, lockVersion: z.number().int().min(1) })
  .superRefine(checkTimeWindow);
export type TaskUpdate = z.infer<typeof taskUpdateSchema>;

/** `PUT tasks/{id}/status-executor` (status, executor; registers §7). */
export const taskStatusExecutorSchema = z
  .strictObject({
    status: z.enum(TASK_STATUSES).optional(),
    /** A login, or null to take the task from its executor. */
    executor: z.string().trim().min(1).max(100).nullable().optional(),
    note: z.string().trim().max(1000).nullish(),
    lockVersion: z.number().int().min(1),
  })
  .refine((body) => body.status !== undefined || body.executor !== undefined, {
    message: 'object.missing',
    path: ['status'],
  });
export type TaskStatusExecutor = z.infer<typeof taskStatusExecutorSchema>;

/** One line of a task's status history (registers §3.2 "statuses [status, dateTime]"). */
export interface TaskStatusEntry {
  status: TaskStatus;
  dateTime: string;
  user: string;
  executor: string | null;
  note?: string | null;
}

/** `GET tracking-history/{id}`: a task's status and executor changes, oldest first. */
export interface TrackingHistoryView {
  id: string;
  status: TaskStatus;
  items: TaskStatusEntry[];
}

/** What a courier's personal task carries (registers §3.2 "taskContextData"). */
export interface TaskContextData {
  title?: string | null;
  vehicleNumber?: string | null;
  routeId?: string | null;
  pickups?: string[];
  tasks?: string[];
  shipmentPickupAmount?: number;
  shipmentDeliveryAmount?: number;
}
