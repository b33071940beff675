import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stopEtas } from '@console/routing';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/db/database.ts';
import { users } from '../src/features/auth/auth-tables.ts';
import { API_PREFIX } from '../src/http/permissions.ts';
import { DEMO_PASSWORD } from '../src/seed/demo-users.ts';
import { environment } from './environment.ts';
import { percentile } from './percentile.ts';

const REPORT_FILE = fileURLToPath(new URL('../../../docs/bench/live-dispatch.md', import.meta.url));
/** Issues 26 and 27: 200 couriers, each phone reporting every 10 s. */
const COURIERS = Number(process.env.BENCH_LIVE_COURIERS ?? 200);
const EVERY_MS = 10_000;
const DURATION_MS = Number(process.env.BENCH_LIVE_MS ?? 30_000);
const LIST = 'tasks?limit=15';

async function signIn(origin: string, login: string): Promise<string> {
  const response = await fetch(`${origin}${API_PREFIX}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Sign-in of ${login} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** A dispatcher's stream: when each position (keyed by its latitude) arrived. */
function listen(origin: string, token: string, divisionId: string) {
  const arrived = new Map<number, number>();
  const controller = new AbortController();
  const opened = fetch(`${origin}${API_PREFIX}/dispatch/events?divisionId=${divisionId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  void (async () => {
    const response = await opened;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(buffer.slice(0, end))?.[1];
          buffer = buffer.slice(end + 2);
          if (!data) continue;
          const event = JSON.parse(data) as { kind: string; data: { latitude: number } };
          if (event.kind === 'position') arrived.set(event.data.latitude, performance.now());
        }
      }
    } catch {
      // closed at the end of the run
    }
  })();
  return { arrived, opened, close: () => controller.abort() };
}

async function timedReads(origin: string, token: string, until: () => boolean): Promise<number[]> {
  const times: number[] = [];
  while (!until()) {
    const started = performance.now();
    const response = await fetch(`${origin}${API_PREFIX}/${LIST}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${LIST}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

/**
 * The live-dispatch bench (docs/bench/live-dispatch.md): three API instances on one PostgreSQL
 * database, 200 couriers posting a position every 10 s to two of them, a dispatcher's stream on
 * the third. Measured: each position's delivery from its post to the stream (p50 / p99, target
 * p99 < 1 s), a register list read's latency on the third instance meanwhile against the same
 * read with no couriers (target p99 < 50 ms), and one ETA recomputation of a 30-stop route.
 */
export async function runLiveDispatchSuite(options: {
  database: DatabaseHandle;
  databaseUrl: string;
  config: Config;
}) {
  const { database, databaseUrl, config } = options;
  const loadBefore = loadavg();
  const [courier] = await database.db.select().from(users).where(eq(users.login, 'courier'));
  if (!courier?.divisionId) throw new Error('The demo courier is missing: seed the demo first');
  const divisionId = courier.divisionId;
  await database.db.execute(sql`insert into users (login, password_hash, first_name, last_name, groups, division_id, country_code)
    select 'bench.courier.' || n, u.password_hash, 'Bench', 'Courier ' || n, u.groups, u.division_id, u.country_code
    from users u cross join generate_series(1, ${COURIERS}) n where u.login = 'courier'
    on conflict (login) do nothing`);

  const handles = [0, 1, 2].map(() => openDatabase({ databaseUrl, dataDir: 'memory://' }));
  const apps = await Promise.all(
    handles.map((handle) => buildApp({ config, database: handle, logger: false })),
  );
  const origins = await Promise.all(apps.map((app) => app.listen({ host: '127.0.0.1', port: 0 })));
  try {
    const dispatcher = await signIn(origins[2]!, 'dispatch.manager');
    const reader = await signIn(origins[2]!, 'operator');
    const tokens: string[] = [];
    for (let index = 1; index <= COURIERS; index += 1)
      tokens.push(await signIn(origins[index % 2]!, `bench.courier.${index}`));

    // The list read alone first: the baseline.
    const quietUntil = performance.now() + 5_000;
    const quiet = await timedReads(origins[2]!, reader, () => performance.now() > quietUntil);

    const stream = listen(origins[2]!, dispatcher, divisionId);
    await stream.opened;
    const sent = new Map<number, number>();
    let serial = 0;
    let failed = 0;
    const started = performance.now();
    const end = started + DURATION_MS;
    const phones = tokens.map(async (token, index) => {
      // Phones spread over the 10 s, as a real fleet's would be.
      await new Promise((resolve) => setTimeout(resolve, (index * EVERY_MS) / COURIERS));
      while (performance.now() < end) {
        serial += 1;
        const latitude = 50 + serial / 1_000_000;
        const posted = performance.now();
        sent.set(latitude, posted);
        const response = await fetch(`${origins[index % 2]}${API_PREFIX}/courier/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            positions: [{ latitude, longitude: 21, accuracy: 10, at: new Date().toISOString() }],
          }),
        });
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, EVERY_MS - (performance.now() - posted))),
        );
      }
    });
    const busy = await timedReads(origins[2]!, reader, () => performance.now() > end);
    await Promise.all(phones);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    stream.close();

    const delays = [...sent].flatMap(([latitude, at]) => {
      const arrived = stream.arrived.get(latitude);
      return arrived === undefined ? [] : [arrived - at];
    });
    const missing = sent.size - delays.length;

    // One ETA update: a 30-stop route recomputed from a new position.
    const stops = Array.from({ length: 30 }, (_, index) => ({
      id: `s${index}`,
      point: { lat: 52.2 + index / 500, lon: 21 + (index % 5) / 200 },
      windowStart: null,
      windowEnd: Date.now() + 4 * 3_600_000,
      serviceMinutes: 5,
    }));
    const travel = { detourFactor: 1.3, averageSpeedKmh: 25 };
    const rounds = 20_000;
    const etaStarted = performance.now();
    for (let round = 0; round < rounds; round += 1)
      stopEtas({ lat: 52.2, lon: 21 + round / 1e7 }, Date.now(), stops, travel);
    const etaMs = (performance.now() - etaStarted) / rounds;

    const p = (values: number[], share: number) => percentile(values, share).toFixed(1);
    const deliveryHolds = missing === 0 && percentile(delays, 0.99) < 1_000;
    const readHolds = percentile(busy, 0.99) < 50;
    const lines = [
      '# Live dispatch bench (issues 26 and 27)',
      '',
      '`BENCH_SUITE=live npm run bench`: three API instances (in one process) on the PostgreSQL server,',
      `${COURIERS} couriers each posting a position every 10 s (spread over the 10 s) to instances 1 and 2 for`,
      `${DURATION_MS / 1000} s, a dispatcher's live-dispatch stream on instance 3, and a clerk reading a register`,
      `list (\`GET ${LIST}\`) on instance 3 one call after another, first alone and then during the load.`,
      '',
      `- Positions posted: ${sent.size} (${failed} refused); heard on the stream: ${delays.length}, missing ${missing}.`,
      `- Delivery from the post to the dispatcher's stream: p50 ${p(delays, 0.5)} ms, p99 ${p(delays, 0.99)} ms, max ${p(delays, 1)} ms — target p99 < 1 s: ${deliveryHolds ? 'holds' : 'MISSED'}.`,
      `- List read alone: ${quiet.length} calls, p50 ${p(quiet, 0.5)} ms, p99 ${p(quiet, 0.99)} ms.`,
      `- List read during the load: ${busy.length} calls, p50 ${p(busy, 0.5)} ms, p99 ${p(busy, 0.99)} ms — target p99 < 50 ms: ${readHolds ? 'holds' : 'MISSED'}.`,
      `- One ETA update of a 30-stop route (\`stopEtas\`): ${(etaMs * 1000).toFixed(1)} µs — target < 5 ms: ${etaMs < 5 ? 'holds' : 'MISSED'}.`,
      '',
      ...(await environment(database.db, `the seeded demo database plus ${COURIERS} bench couriers`, [
        loadBefore,
        loadavg(),
      ])),
      '',
    ];
    mkdirSync(dirname(REPORT_FILE), { recursive: true });
    writeFileSync(REPORT_FILE, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    for (const app of apps) await app.close();
    for (const handle of handles) await handle.close();
  }
}
