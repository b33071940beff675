import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
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
  /**
   * Where register list reads and CSV exports go: a streaming replica when `DATABASE_READ_URL` is
   * set, otherwise the primary itself (`db`).
   */
  readDb: Database;
  kind: 'embedded' | 'server';
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, the demo seed) while holding a PostgreSQL advisory lock, so that
   * any number of instances may start at once: one works, the others wait and then find it done.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /** Connections in use and requests waiting for one (metrics); zeros for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number };
  /**
   * Hears `NOTIFY`s of a channel (issue 27: events that cross API instances). On a server a connection
   * of its own listens, opened again after it is lost; `onReconnect` then lets the listener catch up
   * with what it may have missed. Answers the function that stops listening.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onReconnect?: () => void,
  ): Promise<() => Promise<void>>;
  /** The embedded database's files as a tarball, to open copies of it (`DatabaseOptions.snapshot`). */
  dumpSnapshot?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key every instance takes for its start-up work ("console" in ASCII). */
export const STARTUP_LOCK_KEY = 0x636f6e73;

/**
 * The newest migration this code knows, from the journal; an instance refuses a database whose
 * schema has migrations it does not know (it was built before them), see `checkSchemaVersion`.
 */
export function knownMigrations(): { tag: string; when: number }[] {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries;
}

/** Refuses to start on a schema newer than the code (a rolling deploy must start new code only). */
export async function checkSchemaVersion(db: Database): Promise<void> {
  const newest = Math.max(...knownMigrations().map((entry) => entry.when));
  const exists = await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!(exists as unknown as { rows: { found: boolean }[] }).rows[0]?.found) return;
  const result = await db.execute<{ created_at: string | number }>(
    sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const rows = (result as unknown as { rows: { created_at: string | number }[] }).rows;
  const applied = Number(rows[0]?.created_at ?? 0);
  if (applied > newest) {
    throw new Error(
      `The database schema is newer than this code: its latest migration is from ${new Date(applied).toISOString()}, ` +
        `this build knows migrations up to ${new Date(newest).toISOString()}. Start the newer release of the console.`,
    );
  }
}

/** `apps/server/drizzle`, seen from `src/db/` when run from source and from `dist/` when bundled. */
const migrationsFolder = ['../drizzle', '../../drizzle']
  .map((relative) => fileURLToPath(new URL(relative, import.meta.url)))
  .find((folder) => existsSync(join(folder, 'meta', '_journal.json')))!;

export interface DatabaseOptions {
  databaseUrl?: string;
  /** A streaming replica of `databaseUrl` for list reads and exports. */
  databaseReadUrl?: string;
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string;
  /** The embedded database starts as a copy of this dump (`dumpSnapshot`): tests skip migrating and seeding. */
  snapshot?: Blob;
}

export function openDatabase(options: DatabaseOptions): DatabaseHandle {
  if (options.databaseUrl) return openServer(options.databaseUrl, options.databaseReadUrl);
  return openEmbedded(options.dataDir, options.snapshot);
}

/** Connections one API instance keeps to a PostgreSQL server (the bench's baseline uses as many). */
export const SERVER_POOL_SIZE = Number(process.env.DATABASE_POOL_SIZE ?? 20);

/**
 * How long a call waits for a connection before it fails (and answers 503): while the database is
 * down no call hangs near the console's 45 s time-out.
 */
const CONNECTION_TIMEOUT_MS = Number(process.env.DATABASE_CONNECT_TIMEOUT_MS ?? 5000);

function logLostConnection(error: Error): void {
  console.warn(JSON.stringify({ level: 40, msg: 'database connection lost', error: error.message }));
}

function serverPool(url: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: SERVER_POOL_SIZE,
    connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
    // A dead peer (the database host gone) is noticed by the socket, not only by the next query.
    keepAlive: true,
  });
  // An idle connection the server drops (restart, failover, terminated backend) must not
  // crash the process: the pool discards it and opens a new one on the next query.
  pool.on('error', logLostConnection);
  // The pool listens for errors only on idle connections: one checked out (a transaction between two
  // queries) that the server terminates would otherwise emit an unhandled 'error' and end the process
  // (seen in the scale-out test's database restart). Its next query fails instead, and the pool drops it.
  pool.on('connect', (client) => client.on('error', logLostConnection));
  return pool;
}

function openServer(url: string, readUrl: string | undefined): DatabaseHandle {
  const pool = serverPool(url);
  const db = drizzleNodePostgres(pool, { schema, casing: 'snake_case' });
  const readPool = readUrl ? serverPool(readUrl) : undefined;
  const readDb = readPool ? drizzleNodePostgres(readPool, { schema, casing: 'snake_case' }) : db;
  return {
    db: db as unknown as Database,
    readDb: readDb as unknown as Database,
    kind: 'server',
    migrate: () => migrateNodePostgres(db, { migrationsFolder }),
    async withStartupLock(work) {
      // A connection of its own: the lock is held by that session while the pool does the work.
      const client = new pg.Client({ connectionString: url });
      // A restart of the server during start-up fails the work (its unlock is caught), not the process.
      client.on('error', logLostConnection);
      await client.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
        return await work();
      } finally {
        await client.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
        await client.end();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onPayload, onReconnect) => listenOnServer(url, channel, onPayload, onReconnect),
    close: async () => {
      await pool.end();
      await readPool?.end();
    },
  };
}

/** A channel name is an SQL identifier: only plain ones are listened to. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/;
const RELISTEN_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/**
 * `LISTEN` on a connection of its own (a pooled one would be handed to other work). When the
 * connection is lost (the server restarted, a failover) it is opened again with a growing pause,
 * and `onReconnect` runs once listening again.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  let client: pg.Client | undefined;
  let stopped = false;
  let attempt = 0;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => {
      logLostConnection(error);
      if (client === next) reconnect();
    });
    next.on('end', () => {
      if (client === next) reconnect();
    });
    await next.connect();
    await next.query(`listen ${channel}`);
    if (stopped) {
      await next.end().catch(() => undefined);
      return;
    }
    client = next;
    attempt = 0;
  };
  const reconnect = () => {
    client = undefined;
    if (stopped || retry) return;
    const delay = RELISTEN_DELAYS_MS[Math.min(attempt++, RELISTEN_DELAYS_MS.length - 1)];
    retry = setTimeout(() => {
      retry = undefined;
      connect().then(
        () => onReconnect?.(),
        () => reconnect(),
      );
    }, delay);
    retry.unref();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end().catch(() => undefined);
  };
}

function openEmbedded(dataDir: string, snapshot: Blob | undefined): DatabaseHandle {
  let location = dataDir;
  if (!dataDir.startsWith('memory://')) {
    location = join(dataDir, 'pglite');
    mkdirSync(location, { recursive: true });
  }
  const client = new PGlite(location, {
    extensions: { pg_trgm },
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    readDb: db as unknown as Database,
    kind: 'embedded',
    migrate: () => migratePglite(db, { migrationsFolder }),
    // One process owns an embedded database: there is nobody to wait for.
    withStartupLock: (work) => work(),
    poolStats: () => ({ total: 0, idle: 0, waiting: 0 }),
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    dumpSnapshot: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}
