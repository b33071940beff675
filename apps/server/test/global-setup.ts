import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of the embedded database, migrated and seeded with the demo data (`createTestApp`). */
    demoDatabaseSnapshot: string | null;
  }
}

/**
 * Migrates and seeds one embedded database for the whole run: every test file starts from a copy of
 * it instead of doing both itself (about ten seconds a file). Against a PostgreSQL server
 * (DATABASE_URL) each file still migrates and seeds a database of its own.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.DATABASE_URL) {
    project.provide('demoDatabaseSnapshot', null);
    return undefined;
  }
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  await seedDatabase(database.db, { demo: true });
  const dump = await database.dumpSnapshot?.();
  await database.close();
  if (!dump) throw new Error('the embedded database gave no snapshot');
  const folder = mkdtempSync(join(tmpdir(), 'console-test-database-'));
  const file = join(folder, 'demo.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('demoDatabaseSnapshot', file);
  return () => rmSync(folder, { recursive: true, force: true });
}
