import { divisionsRegister } from '@console/domain';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { seedDemoPudo } from '../src/seed/demo-pudo.ts';
import { seedDemoUsers } from '../src/seed/demo-users.ts';
import { queryString } from './register-samples.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What a division picker sends (the shipment form's and the scanning screen's). */
async function search(text: string): Promise<Record<string, unknown>[]> {
  const params = {
    ...(divisionsRegister.search?.presets as Record<string, string | string[] | boolean>),
    textSearch: text,
    page: 1,
    limit: 10,
  };
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/divisions?${queryString(params)}`,
    headers: bearer(await t.tokenOf('operator')),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ items: Record<string, unknown>[] }>().items;
}

describe('division pickers find a division by its number', () => {
  it('finds the demo branch 1001 and the PUDO point 1901', async () => {
    expect((await search('1001')).map((row) => row.number)).toContain('1001');
    const pudo = (await search('1901')).find((row) => row.number === '1901');
    expect(pudo).toMatchObject({ divisionCategory: 'PUDO', name: 'Warszawa Punkt odbioru nr 1' });
  });

  it('fills in the source of a demo division seeded without one, never overwrites an edited one', async () => {
    await t.database.db
      .update(divisions)
      .set({ source: null })
      .where(inArray(divisions.number, ['1001', '1901']));
    await seedDemoUsers(t.database.db);
    await seedDemoPudo(t.database.db);
    expect((await search('1001')).map((row) => row.number)).toContain('1001');
    expect((await search('1901')).map((row) => row.number)).toContain('1901');

    await t.database.db
      .update(divisions)
      .set({ source: 'Manual' })
      .where(inArray(divisions.number, ['1001']));
    await seedDemoUsers(t.database.db);
    expect((await search('1001')).map((row) => row.number)).not.toContain('1001');
  });
});
