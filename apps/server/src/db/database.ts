import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; the same query API as the database. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'embedded' | 'server';
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/** `apps/server/drizzle`, seen from `src/db/` when run from source and from `dist/` when bundled. */
const migrationsFolder = ['../drizzle', '../../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')))!;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openServer(options.databaseUrl);
  return openEmbedded(options.dataDir);
}

/** Connections one API instance keeps to a PostgreSQL server (the bench's baseline uses as many). */
export const SERVER_POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 20);

function openServer(url: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: SERVER_POOL_SIZE });
  // An idle connection the server drops (restart, failover, terminated backend) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => {
    console.warn(JSON.stringify({ level: 40, msg: 'database connection lost', error: error.message }));
  });
  const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'server',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

function openEmbedded(dataDir: string): DatabaseHandle {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite(location, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'embedded',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
