import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordScope } from '../../http/record-scope.ts';
import { uploads } from '../attachments/attachments-tables.ts';
import { courierRoutes, routeStops } from '../courier-routes/courier-routes-tables.ts';
import { changeStatusExecutor } from '../tasks/task-service.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { Refusal } from './courier-refusal.ts';

type Executor = Database | Transaction;

async function stopRow(executor: Executor, stopId: string) {
  const [row] = await executor
    .select({ kind: routeStops.kind, refId: routeStops.refId, courier: courierRoutes.courier })
    .from(routeStops)
    .innerJoin(courierRoutes, eq(courierRoutes.id, routeStops.routeId))
    .where(and(eq(routeStops.id, stopId), isNull(courierRoutes.deletedAt)));
  return row;
}

/** The stop, checked to be on one of the caller's own routes. */
export async function ownStop(executor: Executor, user: AuthUser, stopId: string) {
  const row = await stopRow(executor, stopId);
  if (!row) throw new Refusal('STOP_UNKNOWN', 'This stop is no longer on any route: ask your dispatcher');
  if (row.courier !== user.login)
    throw new Refusal('STOP_NOT_YOURS', "This stop was given to another courier's route: do not deliver it");
  return row;
}

/** A stop in a path: only one on the caller's own live route exists for them (404 otherwise). */
export const OWN_STOP_SCOPE = recordScope({
  record: 'courier stop',
  notFound: 'Stop not found',
  table: routeStops,
  id: routeStops.id,
  allows: async (executor, user, id) => (await stopRow(executor, id))?.courier === user.login,
});

export async function lockedTask(tx: Transaction, taskId: string) {
  const [task] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update');
  if (!task || task.status === 'Deleted') throw new Refusal('STOP_UNKNOWN', 'This stop was cancelled');
  return task;
}

export async function checkUploads(tx: Transaction, user: AuthUser, ids: readonly (string | undefined)[]) {
  const wanted = ids.filter((id): id is string => id !== undefined);
  if (wanted.length === 0) return;
  const found = await tx
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(inArray(uploads.id, wanted), eq(uploads.createdByUser, user.login)));
  if (found.length !== new Set(wanted).size)
    throw new Refusal('PROOF_MISSING', 'The photo or signature did not arrive: take it again');
}

/** Moves the task to the wanted closed status, through InProgress (in the same write) when New. */
export async function closeTask(
  tx: Transaction,
  user: AuthUser,
  task: Awaited<ReturnType<typeof lockedTask>>,
  status: 'Done' | 'NotCompleted',
  note: string,
) {
  await changeStatusExecutor(
    tx,
    user,
    task.id,
    { status, lockVersion: task.lockVersion, note },
    { throughInProgress: true },
  );
}

export function refuseIssued(own: readonly { number: string; status: string }[]) {
  const issued = own.find((shipment) => shipment.status === 'Issued');
  if (issued)
    throw new Refusal(
      'SHIPMENT_ALREADY_ISSUED',
      `Parcel ${issued.number} was already issued to its recipient (at a branch or a pickup point): keep it and call your dispatcher`,
    );
}
