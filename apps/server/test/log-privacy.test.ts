import type { Identification, Visit } from '@console/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loggableError } from '../src/http/log-privacy.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { VISITOR_PHONE, visitKit } from './visits-kit.ts';

/** The app with its log written to an array, request logging on as in production. */
let t: TestApp;
let logged: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  app = await buildApp({
    config: { ...t.config, env: 'production', logLevel: 'info' },
    database: t.database,
    logger: { level: 'info', stream: { write: (line: string) => lines.push(line) } },
  });
  await app.ready();
  logged = { ...t, app };
});
afterAll(async () => {
  await app.close();
  await t.close();
});

/** Every string in the log lines (numbers such as times are left out). */
function loggedStrings(): string[] {
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  for (const line of lines) walk(JSON.parse(line));
  return strings;
}

const standalone = (text: string) => new RegExp(`(?<![\\w-])${text}(?![\\w-])`);

describe('personal data and codes stay out of the log', () => {
  it('an identification, list searches, a NUL byte and a throttled sign-in log ids only', async () => {
    const kit = visitKit(logged);
    const visit = await kit.openVisit();
    await kit.ok<Visit>('operator', 'PUT', `visits/${visit.id}`, {
      phone: VISITOR_PHONE,
      fullName: 'Zbigniew Przybylski',
      lockVersion: 1,
    });
    const sent = await kit.ok<Identification>(
      'operator',
      'POST',
      'identification',
      {
        ownerType: 'Visit',
        ownerIds: [visit.id],
        operationType: 'Issuance',
        identificationType: 'SMS',
        client: { phone: VISITOR_PHONE, name: 'Zbigniew Przybylski' },
      },
      201,
    );
    const code = await kit.lastSmsCode();
    await kit.call('operator', 'POST', 'identification/check', {
      id: sent.id,
      identificationData: { code: code === '0000' ? '1111' : '0000' },
    });
    await kit.ok('operator', 'POST', 'identification/check', { id: sent.id, identificationData: { code } });
    await kit.call('service.desk', 'GET', `sms-outbox?phone=${VISITOR_PHONE}`);
    await kit.call('operator', 'GET', `shipments/visit-search/${VISITOR_PHONE}`);
    await kit.call('administrator.god', 'GET', 'staffs?name=Przybylski');
    const nul = await kit.call('operator', 'GET', 'staffs?name=Przy%00bylski');
    expect(nul.statusCode).toBeLessThan(500);
    const signIn = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { login: 'courier', password },
        remoteAddress: '10.9.0.1',
      });
    for (let attempt = 0; attempt < 6; attempt += 1) await signIn('Secret-Guess-42');
    expect((await signIn('Secret-Guess-42')).statusCode).toBe(429);

    const strings = loggedStrings();
    expect(strings.length).toBeGreaterThan(10);
    for (const secret of [VISITOR_PHONE, 'Zbigniew', 'Przybylski', 'Przy', 'Secret-Guess-42']) {
      expect(strings.filter((text) => text.includes(secret))).toEqual([]);
    }
    expect(strings.filter((text) => standalone(code).test(text))).toEqual([]);
    // The log still says who was held back: the user's id, no password or address in clear.
    const throttled = lines
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'sign-in throttled');
    const [courier] = await t.database.db
      .execute(sql`select id from users where login = 'courier'`)
      .then((result) => (result as unknown as { rows: { id: string }[] }).rows);
    expect(throttled).toMatchObject({ userId: courier!.id, counter: 'login_address' });
    expect(throttled.loginDigest).toMatch(/^[0-9a-f]{16}$/);
    // Requests are logged by their route, not their URL.
    expect(strings).toContain('/api/v1/shipments/visit-search/:text');
  });

  it("a database error is logged by its codes, never the query's values", async () => {
    const failure = await t.database.db
      .execute(sql`select ${'Zbigniew Przybylski 48501234567'}::uuid`)
      .then(() => undefined)
      .catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    const entry = loggableError(failure!);
    expect(entry).toMatchObject({ database: { code: '22P02' } });
    expect(JSON.stringify(entry)).not.toMatch(/Zbigniew|Przybylski|48501234567/);
  });
});
