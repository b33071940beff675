import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { startClearOfDemoMidnight } from './demo-day-guard.ts';
import { createServerDatabase } from './server-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of the embedded database, migrated and seeded with the demo data (`createTestApp`). */
    demoDatabaseSnapshot: string | null;
    /** On a PostgreSQL server (DATABASE_URL): the migrated and seeded database each file copies. */
    demoTemplateDatabase: string | null;
  }
}

/**
 * Migrates and seeds one database for the whole run: every test file starts from a copy of it instead
 * of doing both itself (about ten seconds a file). The embedded database is copied from a snapshot; on
 * a PostgreSQL server (DATABASE_URL) each file's database is created from a template database.
 */
export default async function setup(project: TestProject): Promise<(() => Promise<void> | void) | undefined> {
  // The whole of `npm test` takes about 14 min on the two-core CI machine.
  await startClearOfDemoMidnight(20);
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const template = await createServerDatabase(serverUrl, { prefix: 'console_template' });
    const database = openDatabase({ databaseUrl: template.url, dataDir: 'memory://' });
    await database.migrate();
    await seedDatabase(database.db, { demo: true });
    await database.close();
    project.provide('demoDatabaseSnapshot', null);
    project.provide('demoTemplateDatabase', template.name);
    return () => template.drop();
  }
  project.provide('demoTemplateDatabase', null);
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
