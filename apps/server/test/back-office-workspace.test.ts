import { queuesFor, WORKSPACE_QUEUES } from '@console/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUserSpecs } from '../src/seed/demo-users.ts';
import { queryString } from './register-samples.ts';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * The back-office workspace counts each queue with its feature's own list call: every demo user
 * who sees a queue gets an answer with a total from that call.
 */
describe('back-office workspace queues', () => {
  it.each(WORKSPACE_QUEUES.map((queue) => [queue.key, queue] as const))(
    '%s is counted by its own call for every demo user who sees it',
    async (_, queue) => {
      const viewers = demoUserSpecs().filter((user) =>
        queuesFor(user.groups).some((seen) => seen.key === queue.key),
      );
      expect(viewers.length).toBeGreaterThan(0);
      for (const user of viewers) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/${queue.count.path}?${queryString(queue.count.query as never)}`,
          headers: bearer(await t.tokenOf(user.login)),
        });
        expect(response.statusCode, `${user.login}: ${response.body}`).toBe(200);
        expect(typeof response.json<{ total: number }>().total).toBe('number');
      }
    },
  );

  it('counts the demo’s failed notifications for the service desk', async () => {
    const [queue] = WORKSPACE_QUEUES.filter((candidate) => candidate.key === 'notifications');
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/${queue!.count.path}?${queryString(queue!.count.query as never)}`,
      headers: bearer(await t.tokenOf('service.desk')),
    });
    // The demo's failed messages and those held for an unfilled placeholder, as the table has them.
    const statuses = queue!.count.query.statuses as string[];
    const counted = await t.database.db.execute(
      sql`select count(*)::int as n from notification_outbox where status in ${statuses}`,
    );
    const expected = (counted as unknown as { rows: { n: number }[] }).rows[0]!.n;
    expect(expected).toBeGreaterThanOrEqual(2);
    expect(response.json<{ total: number }>().total).toBe(expected);
  });
});
