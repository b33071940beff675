import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/features/auth/auth-tables.ts';
import { NO_DIVISION } from '../src/features/users/user-division.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

const SOURCE = join(import.meta.dirname, '../src');
const HOME = 'features/users/user-division.ts';

function sourceFiles(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return path.endsWith('.ts') && !path.endsWith('.test.ts') ? [path] : [];
  });
}

describe('NO_DIVISION: one constant for every division-scoped list', () => {
  it(`is defined once, in ${HOME}, and every user of it imports it from there`, () => {
    const definitions: string[] = [];
    const strayImports: string[] = [];
    for (const path of sourceFiles(SOURCE)) {
      const text = readFileSync(path, 'utf8');
      const file = relative(SOURCE, path);
      if (/\bconst NO_DIVISION\b/.test(text)) definitions.push(file);
      const imported = /import \{[^}]*\bNO_DIVISION\b[^}]*\} from '([^']+)'/.exec(text);
      if (imported && !imported[1]?.endsWith('users/user-division.ts')) strayImports.push(file);
    }
    expect(definitions).toEqual([HOME]);
    expect(strayImports).toEqual([]);
  });

  describe('a scoped user without a division lists nothing', () => {
    let t: TestApp;
    let kit: ReturnType<typeof visitKit>;
    let divisionId: string | null = null;

    beforeAll(async () => {
      t = await createTestApp();
      kit = visitKit(t);
      const [row] = await t.database.db
        .select({ divisionId: users.divisionId })
        .from(users)
        .where(eq(users.login, 'operator'));
      divisionId = row?.divisionId ?? null;
      await t.database.db.update(users).set({ divisionId: null }).where(eq(users.login, 'operator'));
    });
    afterAll(async () => {
      await t.database.db.update(users).set({ divisionId }).where(eq(users.login, 'operator'));
      await t.close();
    });

    // Each list narrows a division-less caller to NO_DIVISION, which matches no row.
    it.each([
      ['tasks'],
      ['routes'],
      ['pickups'],
      ['scan-registry'],
      ['problem-parcels'],
      ['visits'],
      ['payments'],
      ['orders'],
    ])('%s', async (path) => {
      const list = await kit.ok<{ items: unknown[]; total: number }>('operator', 'GET', `${path}?limit=5`);
      expect(list.total).toBe(0);
      expect(list.items).toEqual([]);
    });

    it('matches no row id', () => {
      expect(NO_DIVISION).toMatch(/^0{8}-0{4}-0{4}-0{4}-0{12}$/);
    });
  });
});
