import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from './test-app.ts';

/** Staff records and audit history are read by the roles of their screens only (platform §2). */
let t: TestApp;
let mdmId: string;

beforeAll(async () => {
  t = await createTestApp();
  const staffs = await get('administrator.god', 'staffs?limit=1');
  mdmId = staffs.json<{ items: { mdmId: string }[] }>().items[0]!.mdmId;
});
afterAll(() => t.close());

async function get(login: string, url: string) {
  return t.app.inject({ method: 'GET', url: `/api/v1/${url}`, headers: bearer(await t.tokenOf(login)) });
}

describe('reading staff and audit history', () => {
  it.each(['contact.centre.operator', 'pudo.manager'])(
    '%s reads neither staff records nor any audit history, but still reads reference data',
    async (login) => {
      expect((await get(login, 'staffs')).statusCode).toBe(403);
      expect((await get(login, `staffs/${mdmId}`)).statusCode).toBe(403);
      expect((await get(login, `staffs/${mdmId}/history`)).statusCode).toBe(403);
      expect((await get(login, 'countries/PL/history')).statusCode).toBe(403);
      expect((await get(login, 'countries/PL')).statusCode).toBe(200);
      expect((await get(login, 'countries')).statusCode).toBe(200);
    },
  );

  it.each(['operator', 'service.desk', 'revision.admin', 'division.part.admin', 'administrator.god'])(
    '%s, whose screens show staff, reads them',
    async (login) => {
      expect((await get(login, 'staffs')).statusCode).toBe(200);
      expect((await get(login, `staffs/${mdmId}`)).statusCode).toBe(200);
      expect((await get(login, `staffs/${mdmId}/history`)).statusCode).toBe(200);
    },
  );

  it('the history of a reference register is for the roles of its list and the generic editor', async () => {
    expect((await get('service.desk', 'countries/PL/history')).statusCode).toBe(200);
    expect((await get('address.system.admin', 'countries/PL/history')).statusCode).toBe(200);
    expect((await get('courier', 'countries/PL/history')).statusCode).toBe(403);
  });
});
