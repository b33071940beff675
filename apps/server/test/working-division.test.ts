import { DIVISION_CHANGE_EXCLUDED_CATEGORIES, DIVISION_SEARCH_PRESETS } from '@console/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { routesKit } from './courier-routes-kit.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Registers §5 "Division change": the working division is part of the user's settings. */

interface Me {
  id: string;
  division: { id: string; number: string } | null;
  homeDivision: { id: string; number: string } | null;
}
interface Settings {
  divisionId?: string | null;
  divisions: string[];
  [key: string]: unknown;
}
interface Choice {
  id: string;
  number: string;
  divisionCategory: string;
}

let t: TestApp;
let kit: ReturnType<typeof routesKit>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  kit = routesKit(t);
  const rows = await t.database.db
    .select({ id: divisions.id, number: divisions.number })
    .from(divisions)
    .where(inArray(divisions.number, ['1001', '100001', '100002', '100003', '100021']));
  for (const row of rows) ids[row.number] = row.id;
});
afterAll(() => t.close());

async function move(login: string, divisionId: string | null, status = 200) {
  const me = await kit.ok<Me>(login, 'GET', 'users/me');
  const settings = await kit.ok<Settings>(login, 'GET', 'users/settings');
  const response = await kit.call(login, 'PUT', `users/${me.id}/settings`, { ...settings, divisionId });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

const clientAddressTask = (divisionId: string) => ({
  type: 'ClientAddress',
  divisionId,
  ownerDocumentNumber: 'SHPL0000000001',
  address: { string: 'ul. Floriańska 1, Kraków', latitude: 50.06, longitude: 19.94 },
  day: '2026-12-02',
  timeFrom: '09:00',
  timeTo: '11:00',
  weightKg: 1,
});

describe('working division of a dispatch manager', () => {
  it('offers the divisions of their settings and moves every division-scoped call with the choice', async () => {
    const choices = await kit.ok<{ items: Choice[] }>('dispatch.manager', 'GET', 'users/working-divisions');
    const settings = await kit.ok<Settings>('dispatch.manager', 'GET', 'users/settings');
    expect(settings.divisions.length, JSON.stringify(settings)).toBe(3);
    expect(choices.items.map((row) => row.number).sort()).toEqual(['100002', '100003', '1001']);

    // A task of the Kraków branch is not theirs while they work in Warsaw…
    const task = await kit.ok<{ id: string }>(
      'administrator.god',
      'POST',
      'tasks',
      clientAddressTask(ids['100003']!),
      201,
    );
    await kit.refused('dispatch.manager', 'GET', `tasks/${task.id}`, undefined, 404);

    const saved = await move('dispatch.manager', ids['100003']!);
    expect(saved.divisionId).toBe(ids['100003']);
    const me = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    expect(me.division?.number).toBe('100003');
    expect(me.homeDivision?.number).toBe('1001');
    expect((await kit.ok<Settings>('dispatch.manager', 'GET', 'users/settings')).divisionId).toBe(
      ids['100003'],
    );

    // …and is once they cover Kraków for the day; no staff record was touched.
    await kit.ok('dispatch.manager', 'GET', `tasks/${task.id}`);

    // Back home: the choice of their own division clears the working one.
    await move('dispatch.manager', ids['1001']!);
    const home = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    expect(home.division?.number).toBe('1001');
    expect(home.homeDivision).toBeNull();
    await kit.refused('dispatch.manager', 'GET', `tasks/${task.id}`, undefined, 404);
  });

  it('refuses a division outside their settings and changes nothing', async () => {
    const body = await move('dispatch.manager', ids['100021']!, 422);
    expect(body.code).toBe('DIVISION_NOT_ELIGIBLE');
    expect((await kit.ok<Me>('dispatch.manager', 'GET', 'users/me')).division?.number).toBe('1001');
  });

  it('may not give themself more divisions: administrators set them', async () => {
    const me = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    const settings = await kit.ok<Settings>('dispatch.manager', 'GET', 'users/settings');
    const more = { ...settings, divisions: [...settings.divisions, ids['100021']] };
    await kit.refused('dispatch.manager', 'PUT', `users/${me.id}/settings`, more, 403);
    await kit.ok('administrator.god', 'PUT', `users/${me.id}/settings`, more);
    const choices = await kit.ok<{ items: Choice[] }>('dispatch.manager', 'GET', 'users/working-divisions');
    expect(choices.items.map((row) => row.number)).toContain('100021');
    await kit.ok('administrator.god', 'PUT', `users/${me.id}/settings`, settings);
  });

  it("an administrator reads a dispatch manager's settings by login, naming the user, and gives divisions through them", async () => {
    const me = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    expect(await kit.ok<Settings>('dispatch.manager', 'GET', 'users/settings')).not.toHaveProperty('userId');
    const read = await kit.ok<Settings & { userId: string }>(
      'administrator.god',
      'GET',
      'users/settings?user=dispatch.manager',
    );
    expect(read.userId).toBe(me.id);
    // As the staff editor's "work divisions" tab sends them: whole, without the user or the working division.
    const { userId, divisionId: _working, ...settings } = read;
    await kit.ok('administrator.god', 'PUT', `users/${userId}/settings`, {
      ...settings,
      divisions: [...settings.divisions, ids['100021']],
    });
    const choices = await kit.ok<{ items: Choice[] }>('dispatch.manager', 'GET', 'users/working-divisions');
    expect(choices.items.map((row) => row.number)).toContain('100021');
    await kit.ok('administrator.god', 'PUT', `users/${userId}/settings`, settings);
    await kit.refused('branch.manager', 'GET', 'users/settings?user=dispatch.manager', undefined, 403);
  });

  it('an administrator may not move another user’s working division', async () => {
    const manager = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    const settings = await kit.ok<Settings>('dispatch.manager', 'GET', 'users/settings');
    await kit.refused(
      'administrator.god',
      'PUT',
      `users/${manager.id}/settings`,
      { ...settings, divisionId: ids['100003'] },
      403,
    );
  });
});

describe('working division of an administrator', () => {
  it('offers live divisions of the operator’s own network, none of the excluded categories', async () => {
    const choices = await kit.ok<{ items: Choice[] }>(
      'administrator.god',
      'GET',
      'users/working-divisions?textSearch=1000',
    );
    expect(choices.items.length).toBeGreaterThan(0);
    const rows = await t.database.db
      .select()
      .from(divisions)
      .where(
        inArray(
          divisions.id,
          choices.items.map((row) => row.id),
        ),
      );
    for (const row of rows) {
      expect(DIVISION_SEARCH_PRESETS.sources).toContain(row.source);
      expect(row.deletedAt).toBeNull();
      expect(DIVISION_CHANGE_EXCLUDED_CATEGORIES).not.toContain(row.divisionCategory);
    }
  });

  it('refuses a division of an excluded category or a deleted one', async () => {
    const [excluded] = await t.database.db
      .insert(divisions)
      .values({
        number: '990001',
        name: 'Head office',
        divisionCategory: 'Headquarters',
        status: 'Working',
        countryCode: 'PL',
        source: 'NPAX',
      })
      .returning({ id: divisions.id });
    const [deleted] = await t.database.db
      .insert(divisions)
      .values({
        number: '990002',
        name: 'Closed branch',
        divisionCategory: 'PostBranch',
        status: 'Working',
        countryCode: 'PL',
        source: 'NPAX',
        deletedAt: new Date(),
      })
      .returning({ id: divisions.id });
    for (const id of [excluded!.id, deleted!.id]) {
      expect((await move('administrator.god', id, 422)).code).toBe('DIVISION_NOT_ELIGIBLE');
    }
    const choices = await kit.ok<{ items: Choice[] }>(
      'administrator.god',
      'GET',
      'users/working-divisions?textSearch=9900',
    );
    expect(choices.items).toEqual([]);
  });

  it('moves to a branch of the same source and back', async () => {
    await move('administrator.god', ids['100003']!);
    expect((await kit.ok<Me>('administrator.god', 'GET', 'users/me')).division?.number).toBe('100003');
    await move('administrator.god', null);
    expect((await kit.ok<Me>('administrator.god', 'GET', 'users/me')).division?.number).toBe('1001');
  });
});

describe('everybody else', () => {
  it('keeps their division: no choices, and a change is refused', async () => {
    await kit.refused('operator', 'GET', 'users/working-divisions', undefined, 403);
    await move('operator', ids['100003']!, 403);
    expect((await kit.ok<Me>('operator', 'GET', 'users/me')).division?.number).toBe('1001');
  });

  it('saving settings without a division leaves the working division as it is', async () => {
    await move('dispatch.manager', ids['100002']!);
    const me = await kit.ok<Me>('dispatch.manager', 'GET', 'users/me');
    const { divisionId: _omitted, ...settings } = await kit.ok<Settings>(
      'dispatch.manager',
      'GET',
      'users/settings',
    );
    await kit.ok('dispatch.manager', 'PUT', `users/${me.id}/settings`, {
      ...settings,
      acceptanceDeliveryTypes: ['Warehouse'],
    });
    expect((await kit.ok<Me>('dispatch.manager', 'GET', 'users/me')).division?.number).toBe('100002');
    await move('dispatch.manager', ids['1001']!);
  });
});
