import type { TaskStatusEntry } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

interface Task {
  id: string;
  type: string;
  status: string;
  executor: string | null;
  divisionId: string;
  lockVersion: number;
  statuses: TaskStatusEntry[];
  implementationStartDateTime: string | null;
  implementationEndDateTime: string | null;
  address: { string: string; latitude: number; longitude: number } | null;
  weightKg: number;
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
let divisionId: string;

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  divisionId = await kit.demoDivisionId();
});
afterAll(() => t.close());

const clientAddressTask = (extra: Record<string, unknown> = {}) => ({
  type: 'ClientAddress',
  divisionId,
  ownerDocumentNumber: 'SHPL0000000001',
  address: { string: 'ul. Marszałkowska 1, Warszawa', latitude: 52.23, longitude: 21.01 },
  day: '2026-11-25',
  timeFrom: '09:00',
  timeTo: '11:00',
  weightKg: 2.5,
  ...extra,
});

describe('tasks register and calls (registers §7 "Tasks")', () => {
  it('lists the demo tasks of every register type, with the spec columns', async () => {
    const page = await kit.ok<{ items: Record<string, unknown>[]; total: number }>(
      'dispatch.manager',
      'GET',
      'tasks?limit=100',
    );
    const types = new Set(page.items.map((row) => row.type));
    for (const type of [
      'Return',
      'Redirecting',
      'Utilization',
      'SearchCargo',
      'ClientAddress',
      'Postomat',
      'PUDO',
      'Personal',
      'CourierOperations',
    ]) {
      expect(types, type).toContain(type);
    }
    for (const column of [
      'id',
      'createdAt',
      'status',
      'implementationEndDateTime',
      'type',
      'executor',
      'division',
    ]) {
      expect(page.items[0], column).toHaveProperty(column);
    }
    // Issue 24: the list names the executor as a person; the `executors` filter still takes logins.
    const me = await kit.ok<{ firstName: string; lastName: string }>('operator', 'GET', 'users/me');
    const assigned = page.items.find((row) => row.executor === 'operator');
    expect(assigned?.executorName).toBe(`${me.firstName} ${me.lastName}`);
    // A task nobody holds names nobody (the demo's confirmed routes give every task a courier).
    const [anyTask] = page.items;
    await t.database.db
      .update(tasks)
      .set({ executor: null })
      .where(eq(tasks.id, String(anyTask!.id)));
    const again = await kit.ok<{ items: Record<string, unknown>[] }>(
      'dispatch.manager',
      'GET',
      'tasks?limit=100',
    );
    const unassigned = again.items.find((row) => row.id === anyTask!.id);
    expect(unassigned).toHaveProperty('executor', null);
    expect(unassigned).toHaveProperty('executorName', null);
    const byLogin = await kit.ok<{ items: { executor: string }[] }>(
      'dispatch.manager',
      'GET',
      'tasks?executors[]=operator&limit=100',
    );
    expect(byLogin.items.length).toBeGreaterThan(0);
    expect(byLogin.items.every((row) => row.executor === 'operator')).toBe(true);
    const filtered = await kit.ok<{ items: { type: string }[] }>(
      'dispatch.manager',
      'GET',
      'tasks?types[]=PUDO',
    );
    expect(filtered.items.length).toBeGreaterThan(0);
    expect(filtered.items.every((row) => row.type === 'PUDO')).toBe(true);
  });

  it('creates a task for a dispatcher only, with its first history line; bad input is 400', async () => {
    const task = await kit.ok<Task>('dispatch.manager', 'POST', 'tasks', clientAddressTask(), 201);
    expect(task).toMatchObject({ status: 'New', type: 'ClientAddress', lockVersion: 1, weightKg: 2.5 });
    expect(task.statuses).toHaveLength(1);
    expect(task.address?.latitude).toBe(52.23);
    await kit.refused('operator', 'POST', 'tasks', clientAddressTask(), 403);
    // A delivery task needs a place; owner document number 1-250 (registers §5); window in order.
    const noPlace = await kit.refused(
      'dispatch.manager',
      'POST',
      'tasks',
      clientAddressTask({ address: null }),
      400,
    );
    expect(noPlace.errors).toHaveProperty('address');
    const long = await kit.refused(
      'dispatch.manager',
      'POST',
      'tasks',
      clientAddressTask({ ownerDocumentNumber: 'x'.repeat(251) }),
      400,
    );
    expect(long.errors).toHaveProperty('ownerDocumentNumber');
    await kit.refused(
      'dispatch.manager',
      'POST',
      'tasks',
      clientAddressTask({ timeFrom: '12:00', timeTo: '10:00' }),
      400,
    );
    await kit.refused('dispatch.manager', 'POST', 'tasks', clientAddressTask({ type: 'Teleport' }), 400);
  });

  it('moves the status along the transitions with lockVersion, keeps the history, and checks who may', async () => {
    const task = await kit.ok<Task>('dispatch.manager', 'POST', 'tasks', clientAddressTask(), 201);
    const url = `tasks/${task.id}/status-executor`;
    // New → Done skips the work: refused.
    await kit.refused(
      'dispatch.manager',
      'PUT',
      url,
      { status: 'Done', lockVersion: 1 },
      422,
      'TASK_STATUS_INVALID',
    );
    // Not a dispatcher, not the executor: no giving it to somebody else, no status move (taking an
    // unassigned task for oneself is the workplace queue's, task-queue.test.ts).
    await kit.refused('operator', 'PUT', url, { executor: 'courier.ewa', lockVersion: 1 }, 403);
    await kit.refused('courier', 'PUT', url, { status: 'InProgress', lockVersion: 1 }, 403);
    const given = await kit.ok<Task>('dispatch.manager', 'PUT', url, { executor: 'courier', lockVersion: 1 });
    expect(given).toMatchObject({ executor: 'courier', lockVersion: 2 });
    await kit.refused('courier', 'PUT', url, { status: 'InProgress', lockVersion: 1 }, 409, 'CONFLICT');
    const started = await kit.ok<Task>('courier', 'PUT', url, { status: 'InProgress', lockVersion: 2 });
    expect(started.status).toBe('InProgress');
    expect(started.implementationStartDateTime).not.toBeNull();
    const done = await kit.ok<Task>('courier', 'PUT', url, {
      status: 'Done',
      note: 'Handed over',
      lockVersion: 3,
    });
    expect(done.implementationEndDateTime).not.toBeNull();
    await kit.refused(
      'dispatch.manager',
      'PUT',
      url,
      { executor: 'courier.ewa', lockVersion: 4 },
      422,
      'TASK_CLOSED',
    );
    await kit.refused('dispatch.manager', 'PUT', url, { executor: 'nobody.here', lockVersion: 4 }, 422);
    const history = await kit.ok<{ items: TaskStatusEntry[] }>(
      'courier',
      'GET',
      `tracking-history/${task.id}`,
    );
    expect(history.items.map((line) => line.status)).toEqual(['New', 'New', 'InProgress', 'Done']);
    expect(history.items.at(-1)).toMatchObject({ user: 'courier', executor: 'courier', note: 'Handed over' });
  });

  it('refuses an unknown executor and an empty change', async () => {
    const task = await kit.ok<Task>('dispatch.manager', 'POST', 'tasks', clientAddressTask(), 201);
    const url = `tasks/${task.id}/status-executor`;
    const unknown = await kit.refused(
      'dispatch.manager',
      'PUT',
      url,
      { executor: 'nobody.here', lockVersion: 1 },
      400,
    );
    expect(unknown.errors).toEqual({ executor: 'any.invalid' });
    await kit.refused('dispatch.manager', 'PUT', url, { lockVersion: 1 }, 400);
    expect((await kit.ok<Task>('dispatch.manager', 'GET', `tasks/${task.id}`)).lockVersion).toBe(1);
  });

  it('edits a task with lockVersion; a stale one is 409', async () => {
    const task = await kit.ok<Task>('dispatch.manager', 'POST', 'tasks', clientAddressTask(), 201);
    const edited = await kit.ok<Task>('dispatch.manager', 'PUT', `tasks/${task.id}`, {
      note: 'Call before arriving',
      timeFrom: '10:00',
      timeTo: '12:00',
      lockVersion: 1,
    });
    expect(edited).toMatchObject({ note: 'Call before arriving', timeFrom: '10:00', lockVersion: 2 });
    await kit.refused('dispatch.manager', 'PUT', `tasks/${task.id}`, { note: 'x', lockVersion: 1 }, 409);
    await kit.refused('operator', 'PUT', `tasks/${task.id}`, { note: 'x', lockVersion: 2 }, 403);
  });

  it("answers 404 for another division's task, as for an unknown one", async () => {
    const other = await kit.otherDivisionId();
    const task = await kit.ok<Task>(
      'administrator.god',
      'POST',
      'tasks',
      clientAddressTask({ divisionId: other }),
      201,
    );
    await kit.refused('dispatch.manager', 'GET', `tasks/${task.id}`, undefined, 404);
    await kit.refused('dispatch.manager', 'GET', `tracking-history/${task.id}`, undefined, 404);
    await kit.refused('dispatch.manager', 'POST', 'tasks', clientAddressTask({ divisionId: other }), 404);
    await kit.refused(
      'dispatch.manager',
      'GET',
      'tasks/00000000-0000-4000-8000-000000000000',
      undefined,
      404,
    );
    expect((await kit.ok<Task>('administrator.god', 'GET', `tasks/${task.id}`)).id).toBe(task.id);
    const list = await kit.ok<{ items: { id: string }[] }>(
      'dispatch.manager',
      'GET',
      `tasks?ids[]=${task.id}`,
    );
    expect(list.items).toEqual([]);
  });

  it("puts the user's own InProgress tasks into the workplace's recent activity", async () => {
    const task = await kit.ok<Task>(
      'dispatch.manager',
      'POST',
      'tasks',
      clientAddressTask({ executor: 'operator' }),
      201,
    );
    const before = await kit.ok<{ items: { id: string }[] }>('operator', 'GET', 'work-place/recent-activity');
    expect(before.items.map((item) => item.id)).not.toContain(task.id);
    await kit.ok('operator', 'PUT', `tasks/${task.id}/status-executor`, {
      status: 'InProgress',
      lockVersion: 1,
    });
    const after = await kit.ok<{ items: { id: string; type: string; open: boolean }[] }>(
      'operator',
      'GET',
      'work-place/recent-activity',
    );
    expect(after.items.find((item) => item.id === task.id)).toMatchObject({ type: 'task', open: true });
  });
});
