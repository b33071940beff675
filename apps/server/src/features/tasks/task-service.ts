import {
  canChangeTaskExecutor,
  canChangeTaskStatus,
  canMoveTask,
  canTakeTask,
  type TaskCreate,
  type TaskStatus,
  type TaskStatusEntry,
  type TaskStatusExecutor,
  type TaskUpdate,
} from '@console/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { businessRule, conflict, forbidden, notFound, validationFailed } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { users } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { publishDispatchEvent } from '../live-dispatch/dispatch-events.ts';
import { deliverTaskShipments } from './task-delivery.ts';
import { tasks } from './tasks-table.ts';

type Executor = Database | Transaction;
type TaskRow = typeof tasks.$inferSelect;

/** A task as the API answers it (registers §3.2 "Task"). */
export function taskView(row: TaskRow, division: string | null = null) {
  const { addressString, latitude, longitude, weightGrams, ...rest } = row;
  return {
    ...rest,
    division,
    address:
      addressString !== null && latitude !== null && longitude !== null
        ? { string: addressString, latitude, longitude }
        : null,
    weightKg: weightGrams / 1000,
  };
}
export type TaskView = ReturnType<typeof taskView>;

export async function readTask(executor: Executor, id: string): Promise<TaskView> {
  const [row] = await executor
    .select({ task: tasks, division: divisions.name })
    .from(tasks)
    .leftJoin(divisions, eq(divisions.id, tasks.divisionId))
    .where(eq(tasks.id, id));
  if (!row) throw notFound('Task not found');
  return taskView(row.task, row.division);
}

async function checkExecutorExists(tx: Transaction, login: string | null | undefined): Promise<void> {
  if (!login) return;
  const [found] = await tx.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!found) throw validationFailed({ executor: 'any.invalid' });
}

function entry(
  user: AuthUser,
  status: TaskStatus,
  executor: string | null,
  note?: string | null,
): TaskStatusEntry {
  return { status, dateTime: new Date().toISOString(), user: user.login, executor, note: note ?? null };
}

function fieldValues(body: Partial<TaskCreate>) {
  const values: Partial<typeof tasks.$inferInsert> = {};
  if (body.ownerDocumentNumber !== undefined) values.ownerDocumentNumber = body.ownerDocumentNumber ?? null;
  if (body.title !== undefined) values.title = body.title ?? null;
  if (body.note !== undefined) values.note = body.note ?? null;
  if (body.day !== undefined) values.day = body.day ?? null;
  if (body.timeFrom !== undefined) values.timeFrom = body.timeFrom ?? null;
  if (body.timeTo !== undefined) values.timeTo = body.timeTo ?? null;
  if (body.weightKg !== undefined) values.weightGrams = Math.round((body.weightKg ?? 0) * 1000);
  if (body.shipmentNumbers !== undefined) values.shipmentNumbers = body.shipmentNumbers;
  if (body.address !== undefined) {
    values.addressString = body.address?.string ?? null;
    values.latitude = body.address?.latitude ?? null;
    values.longitude = body.address?.longitude ?? null;
  }
  return values;
}

/** `POST tasks`: a New task, with its first history line. */
export async function createTask(tx: Transaction, user: AuthUser, body: TaskCreate): Promise<TaskView> {
  const [division] = await tx
    .select({ id: divisions.id })
    .from(divisions)
    .where(eq(divisions.id, body.divisionId));
  if (!division) throw validationFailed({ divisionId: 'any.invalid' });
  await checkExecutorExists(tx, body.executor);
  const executor = body.executor ?? null;
  const [row] = await tx
    .insert(tasks)
    .values({
      type: body.type,
      divisionId: body.divisionId,
      executor,
      createdByUser: user.login,
      statuses: [entry(user, 'New', executor)],
      ...fieldValues(body),
    })
    .returning();
  await recordAudit(tx, user, { action: 'create', entity: 'tasks', entityId: row!.id, after: row });
  return readTask(tx, row!.id);
}

async function lockTask(tx: Transaction, id: string, lockVersion: number): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, id)).for('update');
  if (!row) throw notFound('Task not found');
  if (row.lockVersion !== lockVersion) throw conflict('The task was changed by somebody else; reload it');
  return row;
}

/** `PUT tasks/{id}`: the task's details, by its executor or a dispatcher, while it is open. */
export async function updateTask(tx: Transaction, user: AuthUser, id: string, body: TaskUpdate) {
  const before = await lockTask(tx, id, body.lockVersion);
  if (!canChangeTaskStatus(user, before)) throw forbidden();
  if (before.status === 'Done' || before.status === 'Deleted') {
    throw businessRule('TASK_CLOSED', 'A done or deleted task cannot be changed');
  }
  const { lockVersion: _, ...fields } = body;
  await tx
    .update(tasks)
    .set({ ...fieldValues(fields), lockVersion: before.lockVersion + 1, updatedAt: new Date() })
    .where(eq(tasks.id, id));
  const after = await readTask(tx, id);
  await recordAudit(tx, user, { action: 'update', entity: 'tasks', entityId: id, before, after });
  return after;
}

/**
 * `PUT tasks/{id}/status-executor`: a status move along TASK_TRANSITIONS (by the executor or a
 * dispatcher) and/or a new executor (a dispatcher only). Each change is a line of the history.
 */
export async function changeStatusExecutor(
  tx: Transaction,
  user: AuthUser,
  id: string,
  body: TaskStatusExecutor,
  options: { throughInProgress?: boolean } = {},
): Promise<TaskView> {
  const before = await lockTask(tx, id, body.lockVersion);
  const executorChanges = body.executor !== undefined && body.executor !== before.executor;
  const statusChanges = body.status !== undefined && body.status !== before.status;
  // A New task its executor closes in one go (the courier's phone) passes through InProgress in
  // this same write: both lines in its history, each leg checked against the transitions.
  const through =
    options.throughInProgress === true &&
    statusChanges &&
    before.status === 'New' &&
    body.status !== 'InProgress';
  if (executorChanges && !canChangeTaskExecutor(user) && !canTakeTask(user, before, body.executor))
    throw forbidden();
  // Once taken, the task is the taker's to move (InProgress in the same call).
  const holder = executorChanges ? { executor: body.executor ?? null } : before;
  if (statusChanges && !canChangeTaskStatus(user, holder)) throw forbidden();
  if (
    statusChanges &&
    (through
      ? !canMoveTask(before.status, 'InProgress') || !canMoveTask('InProgress', body.status!)
      : !canMoveTask(before.status, body.status!))
  ) {
    throw businessRule('TASK_STATUS_INVALID', `A ${before.status} task cannot become ${body.status}`);
  }
  if (executorChanges && (before.status === 'Done' || before.status === 'Deleted')) {
    throw businessRule('TASK_CLOSED', 'A done or deleted task cannot change its executor');
  }
  if (executorChanges) await checkExecutorExists(tx, body.executor);
  const status = body.status ?? before.status;
  const executor = body.executor === undefined ? before.executor : body.executor;
  const now = new Date();
  const values: Partial<typeof tasks.$inferInsert> = {
    status,
    executor,
    lockVersion: before.lockVersion + 1,
    updatedAt: now,
    statuses: [
      ...before.statuses,
      ...(through ? [entry(user, 'InProgress', executor)] : []),
      entry(user, status, executor, body.note),
    ],
  };
  if (statusChanges) {
    values.statusDateTime = now;
    if (status === 'InProgress' || through) values.implementationStartDateTime = now;
    if (status === 'Done' || status === 'NotCompleted') values.implementationEndDateTime = now;
    if (status === 'Deleted') values.deletedAt = now;
  }
  // A delivery done hands its parcels to the recipient, or keeps the task open with the reason.
  if (statusChanges && status === 'Done') await deliverTaskShipments(tx, user, { ...before, executor });
  await tx.update(tasks).set(values).where(eq(tasks.id, id));
  const after = await readTask(tx, id);
  await recordAudit(tx, user, { action: 'status-executor', entity: 'tasks', entityId: id, before, after });
  // Live dispatch (issue 27): the hub's map and monitoring hear it when the change is committed.
  if ((statusChanges || executorChanges) && before.divisionId)
    await publishDispatchEvent(tx, {
      kind: 'task',
      divisionId: before.divisionId,
      data: { taskId: id, status, courier: executor, day: before.day },
    });
  return after;
}

/** `GET tracking-history/{id}`: the task's history of statuses and executors, oldest first. */
export async function trackingHistory(executor: Executor, id: string) {
  const task = await readTask(executor, id);
  return { id: task.id, status: task.status, items: task.statuses };
}

/** Open tasks the courier executes, newest change first (the workplace's recent activity). */
export function inProgressOf(login: string) {
  return sql`${tasks.executor} = ${login} and ${tasks.status} = 'InProgress' and ${tasks.deletedAt} is null`;
}
