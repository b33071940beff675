import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Visit } from '@console/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { percentile } from '../bench/percentile.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { visitKit } from './visits-kit.ts';

/**
 * `npm run bench:acceptance` (issue 13: "the visit's acceptance keeps its bench figures"): a
 * shipment accepted at the counter — added to a visit and the visit ended, which is where the
 * Blocking conditions decide — timed without conditions and then with 1,000 active Blocking
 * conditions of shipment that do not match, so every one is evaluated and none refuses. Skipped in
 * `npm test`; runs on the embedded database, or on the server DATABASE_URL names.
 */
const RUN = process.env.BENCH_ACCEPTANCE === '1';
const ACCEPTANCES = Number(process.env.BENCH_ACCEPTANCES ?? 60);
const CONDITIONS = 1_000;
const GOD = 'administrator.god';
const REPORT = fileURLToPath(new URL('../../../docs/bench/acceptance.md', import.meta.url));

let t: TestApp;
let kit: ReturnType<typeof visitKit>;

beforeAll(async () => {
  if (!RUN) return;
  t = await createTestApp();
  kit = visitKit(t);
}, 120_000);
afterAll(() => (RUN ? t.close() : undefined));

/** Milliseconds of each acceptance: add the shipment to a fresh visit, then end the visit. */
async function acceptances(count: number): Promise<{ add: number[]; end: number[] }> {
  const add: number[] = [];
  const end: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const visit = await kit.openVisit('operator');
    const parcel = await kit.toSend();
    let started = performance.now();
    const added = await kit.addDocument('operator', visit.id, parcel.id);
    add.push(performance.now() - started);
    expect(added.statusCode, added.body).toBeLessThan(300);
    started = performance.now();
    const ended = await kit.ok<Visit>('operator', 'POST', `visits/${visit.id}/end`, {});
    end.push(performance.now() - started);
    expect(ended.status).toBe('Closed');
  }
  return { add, end };
}

const figures = (values: readonly number[]) =>
  `${percentile(values, 0.5).toFixed(1)} / ${percentile(values, 0.95).toFixed(1)} / ${percentile(values, 0.99).toFixed(1)}`;

describe.skipIf(!RUN)('acceptance at the counter with 1,000 active conditions', () => {
  it('is timed without conditions and with them, and the report is written', async () => {
    // A warm-up: the first calls compile and cache what later ones reuse.
    await acceptances(5);
    const without = await acceptances(ACCEPTANCES);

    for (let index = 0; index < CONDITIONS; index += 1) {
      const condition = await kit.ok<{ id: string }>(
        GOD,
        'POST',
        'conditions',
        {
          name: `Bench ${index}`,
          type: 'Shipment',
          tree: {
            operator: 'AND',
            buds: [
              { property: 'actualWeight', operator: 'Greater', values: [String(1_000 + index)] },
              { property: 'recipientCountryCode', operator: 'Equal', values: ['GB'] },
            ],
            branches: [],
          },
        },
        201,
      );
      await kit.ok(
        GOD,
        'POST',
        'conditions-of-shipment',
        {
          isFolder: false,
          name: `Bench ${index}`,
          conditionId: condition.id,
          errorCode: 'WEIGHT_LIMIT_EXCEEDED',
          type: 'Blocking',
          active: true,
        },
        201,
      );
    }
    await acceptances(5);
    const withConditions = await acceptances(ACCEPTANCES);

    const database = process.env.DATABASE_URL ? 'the PostgreSQL server' : 'the embedded database (PGlite)';
    const report = [
      '# Acceptance at the counter with conditions',
      '',
      'Written by `npm run bench:acceptance` (`apps/server/test/acceptance-bench.test.ts`). One clerk',
      `accepts ${ACCEPTANCES} shipments one after another, each in a visit of its own: the shipment is`,
      'added to the visit (`POST visits/{id}/documents`) and the visit is ended (`POST visits/{id}/end`),',
      'where Blocking conditions of shipment decide. First without conditions, then with',
      `${CONDITIONS.toLocaleString('en')} active Blocking conditions (actual weight over 1,000 kg and more,`,
      'to GB) that match no shipment, so each one is evaluated and none refuses. Times are the API',
      'calls in process (`app.inject`), in milliseconds: p50 / p95 / p99.',
      '',
      '| Step | Without conditions | With 1,000 active conditions |',
      '| --- | --- | --- |',
      `| add the shipment to the visit | ${figures(without.add)} | ${figures(withConditions.add)} |`,
      `| end the visit (acceptance) | ${figures(without.end)} | ${figures(withConditions.end)} |`,
      '',
      `- Run: ${new Date().toISOString()} on ${database}; load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(' / ')}`,
      '',
    ].join('\n');
    writeFileSync(REPORT, report);
    console.log(report);
  }, 1_800_000);
});
