import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { divisions } from '../src/features/divisions/divisions-table.ts';
import { DEMO_DIVISION } from '../src/seed/demo-users.ts';
import { bearer, type TestApp } from './test-app.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** API calls as demo users for the tasks and routes tests. */
export function routesKit(t: TestApp) {
  async function call(login: string, method: Method, url: string, payload?: unknown) {
    return t.app.inject({
      method,
      url: `/api/v1/${url}`,
      headers: bearer(await t.tokenOf(login)),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  }
  async function ok<T>(login: string, method: Method, url: string, payload?: unknown, status = 200) {
    const response = await call(login, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    return response.json<T>();
  }
  async function refused(
    login: string,
    method: Method,
    url: string,
    payload: unknown,
    status: number,
    code?: string,
  ) {
    const response = await call(login, method, url, payload);
    expect(response.statusCode, response.body).toBe(status);
    if (code) expect(response.json<{ code: string }>().code).toBe(code);
    return response.json<{ code: string; message: string; errors?: Record<string, string> }>();
  }
  async function demoDivisionId(): Promise<string> {
    const [row] = await t.database.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.number, DEMO_DIVISION.number));
    return row!.id;
  }
  async function otherDivisionId(): Promise<string> {
    const [row] = await t.database.db
      .select({ id: divisions.id })
      .from(divisions)
      .where(eq(divisions.number, '100001'));
    return row!.id;
  }
  /** A client-address task of a day, as the dispatcher posts it: the label is its document and address. */
  async function addressTask(task: {
    divisionId: string;
    day: string;
    label: string;
    at: readonly [number, number];
    window?: readonly [string, string];
    weightKg?: number;
  }) {
    const [timeFrom, timeTo] = task.window ?? ['09:00', '17:00'];
    return ok<{ id: string }>(
      'dispatch.manager',
      'POST',
      'tasks',
      {
        type: 'ClientAddress',
        divisionId: task.divisionId,
        day: task.day,
        ownerDocumentNumber: task.label,
        address: { string: task.label, latitude: task.at[0], longitude: task.at[1] },
        timeFrom,
        timeTo,
        weightKg: task.weightKg ?? 5,
      },
      201,
    );
  }
  return { call, ok, refused, demoDivisionId, otherDivisionId, addressTask };
}

/** A day far from today, so a test's shifts and tasks meet nobody else's. */
export function futureDay(offsetDays: number): string {
  return new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
}
