import { dailyTaskDay, instantAt } from '@console/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { tasks } from '../src/features/tasks/tasks-table.ts';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** The employee workplace's task queue (registers §2.4; issue 25 item 3). */

interface Task {
  id: string;
  status: string;
  executor: string | null;
  lockVersion: number;
  ownerDocumentNumber: string | null;
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
// The test divisions are in Poland: the queue's today is Warsaw's.
const today = dailyTaskDay('Europe/Warsaw', new Date());
const tomorrow = dailyTaskDay('Europe/Warsaw', new Date(Date.now() + 86_400_000));
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  for (const number of ['1001', '100003']) {
    const [row] = await t.database.db
      .select({ id: divisions.id, settlementId: divisions.settlementId })
      .from(divisions)
      .where(eq(divisions.number, number));
    ids[number] = row!.id;
    if (number === '100003') ids.krakowSettlement = row!.settlementId!;
  }
  // A second branch in Kraków: the same location as 100003.
  const [neighbour] = await t.database.db
    .insert(divisions)
    .values({
      number: '990100',
      name: 'Kraków Branch 990100',
      divisionCategory: 'PostBranch',
      status: 'Working',
      countryCode: 'PL',
      source: 'NPAX',
      settlementId: ids.krakowSettlement,
    })
    .returning({ id: divisions.id });
  ids.neighbour = neighbour!.id;
});
afterAll(() => t.close());

const task = (divisionId: string, number: string, day: string) =>
  kit.ok<Task>(
    'administrator.god',
    'POST',
    'tasks',
    {
      type: 'ClientAddress',
      divisionId,
      ownerDocumentNumber: number,
      address: { string: 'ul. Floriańska 1', latitude: 50.06, longitude: 19.94 },
      day,
      timeFrom: '09:00',
      timeTo: '11:00',
      weightKg: 1,
    },
    201,
  );

const queue = async (login: string) =>
  (await kit.ok<{ items: Task[] }>(login, 'GET', 'tasks/queue')).items.map((row) => row.ownerDocumentNumber);

describe('tasks/queue', () => {
  it('holds today’s unassigned tasks of the branch and of its location, not tomorrow’s or another city’s', async () => {
    await task(ids['100003']!, 'Q-KRK-TODAY', today);
    await task(ids.neighbour!, 'Q-KRK-NEIGHBOUR', today);
    await task(ids['100003']!, 'Q-KRK-TOMORROW', tomorrow);
    await task(ids['1001']!, 'Q-WAW-TODAY', today);
    const krakow = await queue('clerk.krakow');
    expect(krakow).toEqual(expect.arrayContaining(['Q-KRK-TODAY', 'Q-KRK-NEIGHBOUR']));
    expect(krakow).not.toContain('Q-KRK-TOMORROW');
    expect(krakow).not.toContain('Q-WAW-TODAY');
    expect(await queue('operator')).toContain('Q-WAW-TODAY');
  });

  it('takes a task without a day by the daily task range: created 00:00 to 23:59 of today, not a minute outside (registers §9)', async () => {
    const zone = 'Europe/Warsaw';
    const created = [
      ['Q-RANGE-START', instantAt(zone, today, 0)],
      ['Q-RANGE-END', instantAt(zone, today, 23 * 60 + 59)],
      ['Q-RANGE-BEFORE', new Date(instantAt(zone, today, 0).getTime() - 60_000)],
      ['Q-RANGE-AFTER', instantAt(zone, tomorrow, 0)],
    ] as const;
    await t.database.db.insert(tasks).values(
      created.map(([number, createdAt]) => ({
        type: 'ClientAddress' as const,
        divisionId: ids['100003']!,
        createdByUser: 'administrator.god',
        ownerDocumentNumber: number,
        createdAt,
      })),
    );
    const krakow = await queue('clerk.krakow');
    expect(krakow).toEqual(expect.arrayContaining(['Q-RANGE-START', 'Q-RANGE-END']));
    expect(krakow).not.toContain('Q-RANGE-BEFORE');
    expect(krakow).not.toContain('Q-RANGE-AFTER');
  });

  it('a clerk takes a waiting task of a neighbouring branch; it is then theirs, in progress, first', async () => {
    const taken = await task(ids.neighbour!, 'Q-TAKE', today);
    const after = await kit.ok<Task>('clerk.krakow', 'PUT', `tasks/${taken.id}/status-executor`, {
      executor: 'clerk.krakow',
      status: 'InProgress',
      lockVersion: taken.lockVersion,
    });
    expect(after).toMatchObject({ executor: 'clerk.krakow', status: 'InProgress' });
    const rows = (await kit.ok<{ items: Task[] }>('clerk.krakow', 'GET', 'tasks/queue')).items;
    expect(rows[0]?.id).toBe(taken.id);
  });

  it('a clerk may neither give a task to somebody else nor take one somebody holds', async () => {
    const waiting = await task(ids['100003']!, 'Q-GIVE', today);
    await kit.refused(
      'clerk.krakow',
      'PUT',
      `tasks/${waiting.id}/status-executor`,
      { executor: 'courier', lockVersion: waiting.lockVersion },
      403,
    );
    const held = await kit.ok<Task>('administrator.god', 'PUT', `tasks/${waiting.id}/status-executor`, {
      executor: 'courier',
      lockVersion: waiting.lockVersion,
    });
    await kit.refused(
      'clerk.krakow',
      'PUT',
      `tasks/${waiting.id}/status-executor`,
      { executor: 'clerk.krakow', lockVersion: held.lockVersion },
      403,
    );
    expect(await queue('clerk.krakow')).not.toContain('Q-GIVE');
  });

  it('another city’s unassigned task stays out of reach by id (404)', async () => {
    const warsaw = await task(ids['1001']!, 'Q-FAR', today);
    await kit.refused('clerk.krakow', 'GET', `tasks/${warsaw.id}`, undefined, 404);
  });
});
