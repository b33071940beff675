import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGISTER_SAMPLES } from './register-samples.ts';
import { createTestApp, type TestApp } from './test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function post(path: string, payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/${path}`,
    headers: { authorization: `Bearer ${await t.tokenOf('administrator.god')}` },
    payload,
  });
}

describe('a duplicate key on create', () => {
  it('answers 409 naming the field and the value taken, not a stale record', async () => {
    const context = { regionId: '', settlementId: '', streetId: '', divisionId: '' };
    const body = REGISTER_SAMPLES.countries.create!(context);
    expect((await post('countries', body)).statusCode).toBe(201);
    const again = await post('countries', { ...body, name: 'Testland again' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'A record with code QZ already exists in countries',
      errors: { code: 'any.unique' },
    });
  });

  it('names the key of another register the same way', async () => {
    const body = REGISTER_SAMPLES.currencies.create!({
      regionId: '',
      settlementId: '',
      streetId: '',
      divisionId: '',
    });
    expect((await post('currencies', body)).statusCode).toBe(201);
    const answer = await post('currencies', body);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'CONFLICT', errors: { code: 'any.unique' } });
    expect(answer.json<{ message: string }>().message).toBe(
      'A record with code XQQ already exists in currencies',
    );
  });
});
