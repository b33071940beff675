import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** A fresh demo start has today's visits at the README's branches (issue 25). */

interface Row {
  id: string;
  status: string;
  fullName: string | null;
  note: string | null;
  user: string;
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
});
afterAll(() => t.close());

const demoVisits = async (login: string) =>
  (await kit.ok<{ items: Row[] }>(login, 'GET', 'visits?limit=100')).items.filter(
    (row) => row.note === 'Demo visit',
  );

describe('demo visits', () => {
  it.each([
    ['operator', 'Katarzyna Lewandowska', 'Janusz Piotrowski'],
    ['clerk.krakow', 'Agnieszka Wróbel', 'Stanisław Kowalczyk'],
  ])('%s finds one customer served and one still at the desk', async (login, served, waiting) => {
    const rows = await demoVisits(login);
    expect(rows.map((row) => [row.fullName, row.status, row.user]).sort()).toEqual(
      [
        [served, 'Closed', login],
        [waiting, 'Open', login],
      ].sort(),
    );
    // The served customer's parcel was accepted and paid for; the waiting one's still asks its fee.
    const open = rows.find((row) => row.status === 'Open')!;
    const canEnd = await kit.ok<{ canEnd: boolean; due: unknown[] }>(
      login,
      'GET',
      `visits/${open.id}/can-end`,
    );
    expect(canEnd.canEnd).toBe(false);
    expect(canEnd.due.length).toBeGreaterThan(0);
  });

  it('each branch sees only its own division’s demo visits', async () => {
    const krakow = await demoVisits('clerk.krakow');
    expect(krakow.every((row) => row.user === 'clerk.krakow')).toBe(true);
  });
});
