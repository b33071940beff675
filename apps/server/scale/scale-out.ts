/**
 * The scale-out test (issue 15), run by `.ci/run` after the other tests: a PostgreSQL primary with
 * a streaming replica, three API instances started at the same moment and nginx in front, a mixed
 * read and write load through nginx, and during it an instance killed (SIGKILL), another stopped
 * (SIGTERM) and the primary restarted. It asserts what an operator must be able to rely on and
 * writes the figures to docs/bench/scale-out.md. Exit code 1 when an assertion fails.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  freePort,
  type Instance,
  removeDirectory,
  startInstance,
  startNginx,
  startPostgres,
  startSmsGateway,
  temporaryDirectory,
  waitForOk,
} from './local-cluster.ts';

interface Call {
  start: number;
  end: number;
  method: 'GET' | 'POST';
  /** 0: no answer (connection failed). */
  status: number;
  id?: string;
}

const WORKERS = Number(process.env.SCALE_WORKERS ?? 12);
const PHASE_MS = Number(process.env.SCALE_PHASE_MS ?? 6000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report: string[] = [];
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  report.push(`- ${ok ? '✔' : '✘'} ${what}`);
  if (!ok) failures.push(what);
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}`);
};
const p99 = (calls: Call[]) => {
  const times = calls.map((call) => call.end - call.start).sort((a, b) => a - b);
  return times.length ? times[Math.min(times.length - 1, Math.floor(times.length * 0.99))]! : 0;
};

async function login(base: string, user: string) {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login: user, password: 'demo' }),
  });
  if (!response.ok) throw new Error(`login ${user}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { idToken: string; refreshToken: string };
}

/** WORKERS loops of one call after another until `until()`: 3 list reads to 1 visit created. */
async function load(base: string, token: string, until: () => boolean): Promise<Call[]> {
  const calls: Call[] = [];
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  await Promise.all(
    Array.from({ length: WORKERS }, async (_, worker) => {
      for (let n = 0; !until(); n += 1) {
        const write = (n + worker) % 4 === 0;
        const call: Call = { start: performance.now(), end: 0, method: write ? 'POST' : 'GET', status: 0 };
        try {
          const response = write
            ? await fetch(`${base}/api/v1/visits`, {
                method: 'POST',
                headers,
                body: '{}',
                signal: AbortSignal.timeout(45_000),
              })
            : await fetch(`${base}/api/v1/countries?page=1&limit=15`, {
                headers,
                signal: AbortSignal.timeout(45_000),
              });
          call.status = response.status;
          const body = (await response.json().catch(() => ({}))) as { id?: string };
          if (write && response.status === 201) call.id = body.id;
        } catch {
          call.status = 0;
        }
        call.end = performance.now();
        calls.push(call);
        if (call.status === 0 || call.status >= 500) await sleep(50);
      }
    }),
  );
  return calls;
}

/** A console's live-dispatch stream (Server-Sent Events) on one instance: each position event with when it came. */
function eventStream(port: number, token: string, divisionId: string, lastEventId?: string) {
  const heard: { latitude: number; id: string; at: number }[] = [];
  const controller = new AbortController();
  const opened = fetch(`http://127.0.0.1:${port}/api/v1/dispatch/events?divisionId=${divisionId}`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: controller.signal,
  });
  const ended = (async () => {
    const response = await opened;
    if (!response.ok || !response.body) throw new Error(`dispatch/events answered ${response.status}`);
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (.*)$/m.exec(block)?.[1];
          if (!data || !id) continue;
          const event = JSON.parse(data) as { kind: string; data: { latitude?: number } };
          if (event.kind === 'position')
            heard.push({ latitude: event.data.latitude!, id, at: performance.now() });
        }
      }
    } catch {
      // aborted, or the instance went away
    }
  })();
  return { heard, ended, opened, close: () => controller.abort() };
}

async function liveDispatchCheck(ports: [number, number, number], dispatcherInstance: Instance) {
  const hub = await login(`http://127.0.0.1:${ports[2]}`, 'dispatch.manager');
  const me = (await (
    await fetch(`http://127.0.0.1:${ports[2]}/api/v1/users/me`, {
      headers: { authorization: `Bearer ${hub.idToken}` },
    })
  ).json()) as { division: { id: string } };
  const divisionId = me.division.id;
  const courier = await login(`http://127.0.0.1:${ports[0]}`, 'courier');
  let serial = 0;
  const sentAt = new Map<number, number>();
  const post = async (port: number) => {
    serial += 1;
    const latitude = 52 + serial / 100_000;
    sentAt.set(latitude, performance.now());
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/courier/positions`, {
      method: 'POST',
      headers: { authorization: `Bearer ${courier.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        positions: [
          { latitude, longitude: 21, accuracy: 5, at: new Date(Date.now() + serial).toISOString() },
        ],
      }),
    });
    if (!response.ok) throw new Error(`courier/positions answered ${response.status}`);
    return latitude;
  };
  const tally = (sent: number[], heard: { latitude: number }[]) => ({
    missing: sent.filter((latitude) => !heard.some((event) => event.latitude === latitude)).length,
    duplicates: sent.filter((latitude) => heard.filter((event) => event.latitude === latitude).length > 1)
      .length,
  });

  const stream = eventStream(ports[2], hub.idToken, divisionId);
  await stream.opened;
  await sleep(300);
  const sent: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    sent.push(await post(ports[index % 2]!));
    await sleep(50);
  }
  await sleep(1500);
  const first = tally(sent, stream.heard);
  const delays = stream.heard
    .filter((event) => sentAt.has(event.latitude))
    .map((event) => event.at - sentAt.get(event.latitude)!);
  const lastId = stream.heard.at(-1)?.id;

  // The dispatcher's instance stops; positions keep coming to the others meanwhile.
  dispatcherInstance.process.kill('SIGTERM');
  const gap: number[] = [];
  for (let index = 0; index < 5; index += 1) gap.push(await post(ports[index % 2]!));
  await stream.ended;
  await dispatcherInstance.exited;
  const resumed = eventStream(ports[0], hub.idToken, divisionId, lastId);
  await resumed.opened;
  for (let index = 0; index < 5; index += 1) gap.push(await post(ports[1]!));
  await sleep(1500);
  resumed.close();
  const second = tally(gap, resumed.heard);
  return {
    sent: sent.length,
    ...first,
    slowest: delays.length ? Math.max(...delays) : Number.POSITIVE_INFINITY,
    resumedSent: gap.length,
    resumedMissing: second.missing,
    resumedDuplicates:
      second.duplicates + resumed.heard.filter((event) => sent.includes(event.latitude)).length,
  };
}

async function main() {
  const dir = temporaryDirectory('console-scale');
  const database = await startPostgres(dir);
  const sms = await startSmsGateway();
  const instances: Instance[] = [];
  let proxy: Awaited<ReturnType<typeof startNginx>> | undefined;
  try {
    const ports = await Promise.all([0, 1, 2].map(() => freePort()));
    const env = {
      DATABASE_URL: database.primaryUrl,
      DATABASE_READ_URL: database.replicaUrl,
      DEMO: 'true',
      TRUST_PROXY: '127.0.0.1',
      SMS_PROVIDER_URL: sms.url,
      SHUTDOWN_DRAIN_MS: '8000',
      DATABASE_POOL_SIZE: '10',
    };
    const start = (index: number) => {
      instances[index] = startInstance(
        ports[index]!,
        env,
        join(dir, `instance-${index + 1}-${Date.now()}.log`),
      );
    };
    // 1. Three instances at the same moment on an empty database.
    [0, 1, 2].forEach(start);
    const upTimes = await Promise.allSettled(
      ports.map((port) => waitForOk(`http://127.0.0.1:${port}/api/v1/health/ready`, 240_000)),
    );
    check(
      upTimes.every((result) => result.status === 'fulfilled'),
      'all three instances started at the same moment on an empty database came up',
    );
    if (failures.length) return;
    proxy = await startNginx(dir, ports);
    const base = `http://127.0.0.1:${proxy.port}`;
    const operator = await login(base, 'operator');

    // 2. Throughput with 1, 2 and 3 instances behind the proxy.
    const throughput: string[] = [
      '| Instances | Requests | Requests/s | p99 (ms) | Errors |',
      '| --- | --- | --- | --- | --- |',
    ];
    for (const count of [1, 2, 3]) {
      proxy.setUpstreams(ports.slice(0, count));
      await sleep(300);
      const started = performance.now();
      const calls = await load(base, operator.idToken, () => performance.now() - started > PHASE_MS);
      const seconds = (performance.now() - started) / 1000;
      const errors = calls.filter((call) => call.status === 0 || call.status >= 500).length;
      throughput.push(
        `| ${count} | ${calls.length} | ${(calls.length / seconds).toFixed(0)} | ${p99(calls).toFixed(0)} | ${errors} |`,
      );
    }

    // 3. Queued text messages: delivered by whichever instance claims them, each once.
    // A pool: its connections are cut by the primary's restart and opened again.
    const primary = new pg.Pool({ connectionString: database.primaryUrl, max: 2 });
    primary.on('error', () => undefined);
    const { rows: refs } = await primary.query<{ shipment: string; template: string }>(
      'select (select id from shipments limit 1) as shipment, (select id from notification_templates limit 1) as template',
    );
    const texts = Array.from({ length: 40 }, (_, index) => `scale-out message ${index}`);
    if (refs[0]?.template) {
      for (const [index, text] of texts.entries()) {
        await primary.query(
          `insert into notification_outbox (shipment_id, event_id, event, template_id, client_type, information_channel, channels, language, phone, texts, dedupe_key)
           values ($1, 0, 'Accepted', $2, 'recipient', 'SMS', '{sms}', 'en', '+48500100200', $3, $4)`,
          [refs[0].shipment, refs[0].template, JSON.stringify({ sms: text }), `scale-out-${index}`],
        );
      }
    }
    const replicaStats = async () => {
      const replica = new pg.Client({ connectionString: database.replicaUrl });
      await replica.connect();
      const { rows } = await replica.query<{ n: string }>(
        "select xact_commit::text as n from pg_stat_database where datname = 'console'",
      );
      await replica.end();
      return Number(rows[0]?.n ?? 0);
    };
    const replicaBefore = await replicaStats();
    const operatorVisits = async () =>
      (
        await primary.query<{ n: number }>(
          "select count(*)::int as n from visits where user_login = 'operator'",
        )
      ).rows[0]!.n;
    const visitsBefore = await operatorVisits();

    // 4. The faults, under load through the proxy.
    const t0 = performance.now();
    const at = (ms: number) => t0 + ms;
    const marks: Record<string, number> = {};
    const faults = (async () => {
      await sleep(4000);
      marks.kill = performance.now();
      instances[0]!.process.kill('SIGKILL');
      await instances[0]!.exited;
      await sleep(2000);
      start(0);
      await waitForOk(`http://127.0.0.1:${ports[0]}/api/v1/health/ready`, 60_000).catch(() => undefined);
      marks.term = performance.now();
      instances[1]!.process.kill('SIGTERM');
      marks.termExitCode = (await instances[1]!.exited) ?? -1;
      marks.termExited = performance.now();
      start(1);
      await waitForOk(`http://127.0.0.1:${ports[1]}/api/v1/health/ready`, 60_000).catch(() => undefined);
      await sleep(2000);
      marks.dbStop = performance.now();
      await database.restartPrimary(3000);
      marks.dbUp = performance.now();
      await sleep(8000);
    })();
    let done = false;
    const calls = load(base, operator.idToken, () => done);
    await faults;
    done = true;
    const all = await calls;
    const elapsed = (performance.now() - t0) / 1000;

    // Every acknowledged write is stored exactly once.
    const acknowledged = all.filter((call) => call.method === 'POST' && call.id).map((call) => call.id!);
    const attempted = all.filter((call) => call.method === 'POST').length;
    const { rows: stored } = await primary.query<{ n: number; distinct_numbers: number }>(
      'select count(*)::int as n, count(distinct number)::int as distinct_numbers from visits where id = any($1::uuid[])',
      [acknowledged],
    );
    check(
      stored[0]!.n === acknowledged.length && stored[0]!.distinct_numbers === acknowledged.length,
      `every acknowledged write is stored, once (${acknowledged.length} acknowledged visits, ${stored[0]!.n} stored, numbers distinct)`,
    );
    const created = (await operatorVisits()) - visitsBefore;
    check(
      created <= attempted,
      `no write was stored twice: ${created} visits stored for ${attempted} attempted (the proxy never resends a POST)`,
    );

    // No request in flight at SIGTERM failed.
    const inFlight = all.filter((call) => call.start < marks.term! && call.end > marks.term!);
    const failedInFlight = inFlight.filter((call) => call.status === 0 || call.status >= 500);
    check(
      failedInFlight.length === 0,
      `no request in flight at SIGTERM failed (${inFlight.length} in flight; the instance exited with code ${marks.termExitCode} after ${((marks.termExited! - marks.term!) / 1000).toFixed(1)} s)`,
    );

    // During the database restart: only 503s, no 500s; back within 5 s of the database.
    const outage = all.filter((call) => call.end >= marks.dbStop! && call.start <= marks.dbUp! + 5000);
    const fiveHundreds = outage.filter(
      (call) => call.status === 500 || call.status === 502 || call.status === 0,
    );
    check(
      fiveHundreds.length === 0,
      `during the database restart only 503s, no 500s (${outage.filter((call) => call.status === 503).length} × 503, ${fiveHundreds.length} other errors of ${outage.length} calls)`,
    );
    const firstBack = all
      .filter((call) => call.start >= marks.dbUp! && call.status > 0 && call.status < 500)
      .sort((a, b) => a.end - b.end)[0];
    const backAfter = firstBack ? firstBack.end - marks.dbUp! : Number.POSITIVE_INFINITY;
    const lateErrors = all.filter(
      (call) => call.start > marks.dbUp! + 5000 && (call.status === 0 || call.status >= 500),
    );
    check(
      backAfter <= 5000 && lateErrors.length === 0,
      `service back ${(backAfter / 1000).toFixed(1)} s after the database (limit 5 s), no errors after that (${lateErrors.length})`,
    );

    // A logout through one instance refuses the token on every other within 1 s.
    const desk = await login(`http://127.0.0.1:${ports[2]}`, 'service.desk');
    const me = (port: number) =>
      fetch(`http://127.0.0.1:${port}/api/v1/users/me`, {
        headers: { authorization: `Bearer ${desk.idToken}` },
      }).then((r) => r.status);
    const before = await Promise.all(ports.map(me));
    await fetch(`http://127.0.0.1:${ports[2]}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${desk.idToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: desk.refreshToken }),
    });
    const loggedOut = performance.now();
    let refusedAfter = Number.POSITIVE_INFINITY;
    while (performance.now() - loggedOut < 3000) {
      const statuses = await Promise.all([ports[0]!, ports[1]!].map(me));
      if (statuses.every((status) => status === 401)) {
        refusedAfter = performance.now() - loggedOut;
        break;
      }
      await sleep(50);
    }
    check(
      before.every((status) => status === 200) && refusedAfter <= 1000,
      `a logout through one instance refuses the token on the others after ${refusedAfter.toFixed(0)} ms (limit 1 s)`,
    );

    // Live dispatch: a dispatcher's stream on instance 3, positions posted to instances 1 and 2; then
    // instance 3 stops (SIGTERM) and the console resumes on instance 1 with Last-Event-ID.
    const live = await liveDispatchCheck(ports as [number, number, number], instances[2]!);
    check(
      live.missing === 0 && live.duplicates === 0 && live.slowest <= 1000,
      `live dispatch across instances: ${live.sent} positions posted to instances 1 and 2, heard once each on instance 3's stream (${live.missing} missing, ${live.duplicates} twice), slowest ${live.slowest.toFixed(0)} ms (limit 1 s)`,
    );
    check(
      live.resumedMissing === 0 && live.resumedDuplicates === 0,
      `after a SIGTERM of the dispatcher's instance the stream resumed on another with Last-Event-ID: ${live.resumedSent} positions of the gap and after, ${live.resumedMissing} missing, ${live.resumedDuplicates} twice`,
    );
    start(2);

    // Each queued text message sent once.
    if (refs[0]?.template) {
      const deadline = performance.now() + 20_000;
      while (performance.now() < deadline && texts.some((text) => !sms.received.has(text))) await sleep(250);
      const counts = texts.map((text) => sms.received.get(text) ?? 0);
      check(
        counts.every((count) => count === 1),
        `each queued SMS sent once (${counts.filter((c) => c === 1).length} of ${texts.length} once, ${counts.filter((c) => c > 1).length} more than once, ${counts.filter((c) => c === 0).length} never)`,
      );
    } else check(false, 'the demo data has a notification template to queue text messages with');

    // List reads reach the replica.
    const replicaAfter = await replicaStats();
    check(
      replicaAfter - replicaBefore > 100,
      `list reads reach the replica (${replicaAfter - replicaBefore} transactions on it during the load)`,
    );
    await primary.end();

    const window = (from: number, to: number) => all.filter((call) => call.end >= from && call.start <= to);
    const row = (name: string, calls: Call[]) =>
      `| ${name} | ${calls.length} | ${p99(calls).toFixed(0)} | ${calls.filter((c) => c.status === 503).length} | ${calls.filter((c) => c.status === 0 || (c.status >= 500 && c.status !== 503)).length} |`;
    const figures = [
      '| Window | Requests | p99 (ms) | 503 | Other errors |',
      '| --- | --- | --- | --- | --- |',
      row('whole run', all),
      row('SIGKILL of instance 1 (±2 s)', window(marks.kill! - 2000, marks.kill! + 2000)),
      row('SIGTERM of instance 2 until it exited', window(marks.term!, marks.termExited!)),
      row('primary database down and 5 s after', window(marks.dbStop!, marks.dbUp! + 5000)),
    ];
    writeFileSync(
      fileURLToPath(new URL('../../../docs/bench/scale-out.md', import.meta.url)),
      [
        '# Scale-out test',
        '',
        `Written by \`npm run test:scale-out\` (apps/server/scale/scale-out.ts) on ${new Date().toISOString().slice(0, 10)}:`,
        'a PostgreSQL primary with a streaming replica, three API instances started at the same moment,',
        `nginx in front (deploy/nginx/console.conf), ${WORKERS} clients each calling one after another`,
        '(three list reads to one visit created). All on one 2-core machine, so more instances share the',
        'same two cores: the throughput rows show the cost of the proxy and the instances, not a cluster.',
        '',
        '## Throughput by instances behind the proxy',
        '',
        ...throughput,
        '',
        `## Faults under load (${elapsed.toFixed(0)} s, ${all.length} requests)`,
        '',
        'Instance 1 killed with SIGKILL (restarted 2 s later), instance 2 stopped with SIGTERM (drains,',
        'exits, restarted), then the primary database stopped for 3 s and started again.',
        '',
        ...figures,
        '',
        '## Checks',
        '',
        ...report,
        '',
      ].join('\n'),
    );
    void at;
  } finally {
    proxy?.stop();
    for (const instance of instances) instance?.process.kill('SIGKILL');
    sms.stop();
    database.stop();
    if (!failures.length) removeDirectory(dir);
    else console.log(`logs kept in ${dir}`);
  }
}

main().then(
  () => {
    if (failures.length) {
      console.error(`scale-out: ${failures.length} check(s) failed`);
      process.exit(1);
    }
    process.exit(0);
  },
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
