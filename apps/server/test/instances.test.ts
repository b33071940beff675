import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { checkSchemaVersion, knownMigrations, openDatabase } from '../src/db/database.ts';
import { isDatabaseUnavailable } from '../src/http/database-errors.ts';
import { createLifecycle } from '../src/http/lifecycle.ts';
import { metricsServer } from '../src/http/metrics.ts';
import { seedDatabase } from '../src/seed/seed.ts';
import { createServerDatabase } from './server-database.ts';
import { createTestApp, type TestApp } from './test-app.ts';

/** Issue 15: what lets any number of instances run on one database, and a proxy tell them apart. */
let shared: TestApp;
beforeAll(async () => {
  shared = await createTestApp();
});
afterAll(() => shared.close());

describe('health, readiness and draining', () => {
  const t = {
    get app() {
      return shared.app;
    },
    get config() {
      return shared.config;
    },
    get database() {
      return shared.database;
    },
  };

  it('live answers while the process runs; ready follows the lifecycle', async () => {
    const lifecycle = createLifecycle(false);
    const app = await buildApp({ config: t.config, database: t.database, logger: false, lifecycle });
    try {
      const live = await app.inject({ url: '/api/v1/health/live' });
      expect(live.statusCode).toBe(200);
      expect((await app.inject({ url: '/api/v1/health/ready' })).json()).toMatchObject({
        status: 'starting',
      });
      lifecycle.ready = true;
      const ready = await app.inject({ url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'ready' });
      lifecycle.draining = true;
      const draining = await app.inject({ url: '/api/v1/health/ready' });
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'draining' });
      // Calls are still served while draining, and ask the proxy to reconnect elsewhere.
      const served = await app.inject({ url: '/api/v1/health/live' });
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await app.close();
    }
  });

  it('every answer and every error body names its request id; a proxy-given id is kept', async () => {
    const given = await t.app.inject({
      url: '/api/v1/no-such-route',
      headers: { 'x-request-id': 'nginx-42.a' },
    });
    expect(given.statusCode).toBe(404);
    expect(given.headers['x-request-id']).toBe('nginx-42.a');
    expect(given.json().requestId).toBe('nginx-42.a');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { login: 'x' },
      headers: { 'x-request-id': 'bad id with spaces\n' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(bad.headers['x-request-id']).toBe(bad.json().requestId);
  });
});

describe('a database that cannot be reached', () => {
  it('is recognised from the driver’s errors (refused connection, admin shutdown, terminated)', async () => {
    const pool = new pg.Pool({
      connectionString: 'postgres://nobody@127.0.0.1:1/none',
      connectionTimeoutMillis: 2000,
    });
    const refused = await pool.query('select 1').catch((error: unknown) => error);
    await pool.end();
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(
      isDatabaseUnavailable(
        Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      ),
    ).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('wrapped'), { cause: { code: '57P03' } }))).toBe(
      true,
    );
    // A client's bad data is not an outage.
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });

  it('answers 503 DATABASE_UNAVAILABLE with a retry hint, never 500, and never hangs', async () => {
    const database = openDatabase({
      databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
      dataDir: 'memory://',
    });
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(40) });
    const app = await buildApp({ config, database, logger: false });
    try {
      const started = Date.now();
      for (const call of [
        { method: 'GET' as const, url: '/api/v1/health' },
        {
          method: 'POST' as const,
          url: '/api/v1/auth/login',
          payload: { login: 'operator', password: 'demo' },
        },
      ]) {
        const response = await app.inject(call);
        expect(response.statusCode).toBe(503);
        expect(response.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE' });
        expect(response.headers['retry-after']).toBe('2');
      }
      expect(Date.now() - started).toBeLessThan(20_000);
      const ready = await app.inject({ url: '/api/v1/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'database unavailable' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('start-up of several instances on one PostgreSQL database', () => {
  it('instances started at the same moment on an empty database all come up (migrations under a lock)', async () => {
    const server = await createServerDatabase(serverUrl!);
    const handles = [0, 1, 2].map(() => openDatabase({ databaseUrl: server.url, dataDir: 'memory://' }));
    try {
      await Promise.all(
        handles.map((handle) =>
          handle.withStartupLock(async () => {
            await checkSchemaVersion(handle.db);
            await handle.migrate();
            await seedDatabase(handle.db, { demo: true });
          }),
        ),
      );
      const result = await handles[0]!.db.execute(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect((result as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(knownMigrations().length);
      const users = await handles[1]!.db.execute(
        sql`select count(*)::int as n from users where login = 'operator'`,
      );
      expect((users as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(handles.map((handle) => handle.close()));
      await server.drop();
    }
  });

  it('an instance whose code is older than the schema refuses to start and says why', async () => {
    const server = await createServerDatabase(serverUrl!);
    const handle = openDatabase({ databaseUrl: server.url, dataDir: 'memory://' });
    try {
      await handle.migrate();
      await checkSchemaVersion(handle.db);
      const future = Math.max(...knownMigrations().map((entry) => entry.when)) + 86_400_000;
      await handle.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('future', ${future})`,
      );
      await expect(checkSchemaVersion(handle.db)).rejects.toThrow(/schema is newer than this code/);
    } finally {
      await handle.close();
      await server.drop();
    }
  });
});

describe('metrics', () => {
  it('/metrics needs the metrics token and counts requests per route pattern and status', async () => {
    const config = { ...shared.config, metrics: { ...shared.config.metrics, token: 'm'.repeat(24) } };
    const app = await buildApp({ config, database: shared.database, logger: false });
    const t = { app };
    try {
      await t.app.inject({ url: '/api/v1/health/live' });
      await t.app.inject({ url: '/api/v1/countries/00000000-0000-4000-8000-000000000000' });
      expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode,
      ).toBe(401);
      const scraped = await t.app.inject({
        url: '/metrics',
        headers: { authorization: `Bearer ${'m'.repeat(24)}` },
      });
      expect(scraped.statusCode).toBe(200);
      expect(scraped.body).toMatch(
        /http_requests_total\{method="GET",route="\/api\/v1\/health\/live",status="200"\} 1/,
      );
      // The route's pattern, never the id of the call.
      expect(scraped.body).toMatch(/route="\/api\/v1\/countries\/:id",status="401"/);
      expect(scraped.body).not.toContain('00000000-0000-4000');
      expect(scraped.body).toMatch(/nodejs_eventloop_lag_seconds/);
      expect(scraped.body).toMatch(/db_pool_waiting/);
      expect(scraped.body).toMatch(/jobs_queued\{queue="notifications"\} \d+/);
    } finally {
      await app.close();
    }
  });

  it('/metrics takes exactly `Authorization: Bearer <token>`', async () => {
    const token = 'm'.repeat(24);
    const config = { ...shared.config, metrics: { ...shared.config.metrics, token } };
    const app = await buildApp({ config, database: shared.database, logger: false });
    try {
      const scrape = async (authorization: string) =>
        (await app.inject({ url: '/metrics', headers: { authorization } })).statusCode;
      expect(await scrape(`Bearer ${token}`)).toBe(200);
      for (const refused of [
        token,
        `bearer ${token}`,
        `BEARER ${token}`,
        `Bearer  ${token}`,
        `Bearer\t${token}`,
        `Basic ${token}`,
        `Bearer ${token}x`,
        `Bearer ${token.slice(1)}`,
        'Bearer ',
      ]) {
        expect(await scrape(refused), refused).toBe(401);
      }
    } finally {
      await app.close();
    }
  });

  it('the metrics port listens on METRICS_HOST, 127.0.0.1 unless set', async () => {
    const base = { NODE_ENV: 'test', METRICS_PORT: '9464' } as const;
    expect(loadConfig(base).metrics).toMatchObject({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ ...base, HOST: '0.0.0.0' }).metrics.host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, METRICS_HOST: '0.0.0.0' }).metrics.host).toBe('0.0.0.0');
    const server = await metricsServer(shared.app.metrics, 0, loadConfig(base).metrics.host);
    try {
      expect(server.address()).toMatchObject({ address: '127.0.0.1' });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('without a token the API port has no /metrics', async () => {
    expect((await shared.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  });
});

describe('list reads on a read replica', () => {
  it('go to the replica, except right after the caller’s own write (then the primary)', async () => {
    const t = shared;
    let replicaReads = 0;
    // Reads through the replica: statements executed, and list statements prepared by name.
    const session = new Proxy(t.database.db._.session, {
      get(target, property, receiver) {
        if (property === 'prepareQuery')
          return (...args: Parameters<typeof target.prepareQuery>) => {
            replicaReads += 1;
            return target.prepareQuery(...args);
          };
        return Reflect.get(target, property, receiver);
      },
    });
    const replica = new Proxy(t.database.db, {
      get(target, property, receiver) {
        if (property === 'execute')
          return (...args: Parameters<typeof target.execute>) => {
            replicaReads += 1;
            return target.execute(...args);
          };
        if (property === '_') return { ...target._, session };
        return Reflect.get(target, property, receiver);
      },
    });
    const app = await buildApp({
      config: t.config,
      database: { ...t.database, readDb: replica },
      logger: false,
    });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: 'administrator.god', password: 'demo' },
      });
      expect(login.statusCode).toBe(200);
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/console_own_write=1; Max-Age=10; Path=\/api; HttpOnly; SameSite=Strict/);
      const headers = { authorization: `Bearer ${login.json().idToken}` };
      const listed = await app.inject({ url: '/api/v1/countries?page=1&limit=5', headers });
      expect(listed.statusCode).toBe(200);
      expect(replicaReads).toBeGreaterThan(0);
      const before = replicaReads;
      const own = await app.inject({
        url: '/api/v1/countries?page=1&limit=5',
        headers: { ...headers, cookie: 'other=x; console_own_write=1' },
      });
      expect(own.statusCode).toBe(200);
      expect(replicaReads).toBe(before);
      // A refused write marks nothing.
      const refused = await app.inject({ method: 'POST', url: '/api/v1/countries', headers, payload: {} });
      expect(refused.statusCode).toBe(400);
      expect(refused.headers['set-cookie']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});
