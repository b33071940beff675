import type { DispatchEvent } from '@console/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient } from '../../api/client.ts';
import { connectDispatchEvents, type StreamState } from './dispatch-event-source.ts';
import { refreshedBy, withPosition } from './use-dispatch-events.ts';

const DIVISION = '7f1c2a52-8a55-4b5e-9f8e-0d9d4f3e1a01';
const position = (id: string, latitude: number): DispatchEvent => ({
  id,
  kind: 'position',
  divisionId: DIVISION,
  data: { courier: 'courier', latitude, longitude: 21, at: `2026-11-28T10:0${id}:00.000Z` },
});
const sse = (events: DispatchEvent[]) =>
  `retry: 2000\n\n: heartbeat\n\n${events.map((event) => `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`).join('')}`;

/** A stream answer whose body arrives in two pieces, cut inside an event. */
function streamOf(text: string, status = 200): Response {
  const bytes = new TextEncoder().encode(text);
  const cut = Math.floor(bytes.length / 2);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes.slice(0, cut));
      controller.enqueue(bytes.slice(cut));
      controller.close();
    },
  });
  return new Response(body, { status, headers: { 'content-type': 'text/event-stream' } });
}

afterEach(() => vi.useRealTimers());

function tokens(token: string | null, renewed: string | null = null) {
  configureApiClient({
    getIdToken: () => token,
    renewToken: async () => renewed,
    getLanguage: () => 'en',
    onUnauthorized: () => undefined,
  });
}

describe('the live-dispatch stream (issue 27)', () => {
  it('sends the id token, hands over each event, and reconnects with Last-Event-ID after the stream ends', async () => {
    tokens('token-1');
    const calls: RequestInit[] = [];
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      calls.push(init!);
      return calls.length === 1
        ? streamOf(sse([position('1', 52.1), position('2', 52.2)]))
        : streamOf(sse([position('3', 52.3)]));
    });
    const events: DispatchEvent[] = [];
    const states: StreamState[] = [];
    const stop = connectDispatchEvents({
      divisionId: DIVISION,
      onEvent: (event) => events.push(event),
      onState: (state) => states.push(state),
      fetcher: fetcher as typeof fetch,
    });
    await vi.waitFor(() => expect(events.map((event) => event.id)).toEqual(['1', '2', '3']), {
      timeout: 5000,
    });
    stop();
    expect(String(fetcher.mock.calls[0]![0])).toBe(`/api/v1/dispatch/events?divisionId=${DIVISION}`);
    const headers = calls.map((init) => init.headers as Record<string, string>);
    expect(headers[0]).toMatchObject({ authorization: 'Bearer token-1', accept: 'text/event-stream' });
    expect(headers[0]!['last-event-id']).toBeUndefined();
    expect(headers[1]!['last-event-id']).toBe('2');
    expect(states.slice(0, 3)).toEqual(['connecting', 'live', 'reconnecting']);
  });

  it('renews the token once after a 401, and stops for good on a refusal (403)', async () => {
    tokens('old', 'new');
    const seen: string[] = [];
    const fetcher = vi.fn(async (_url: string | URL | Request, init?: RequestInit) => {
      const auth = (init!.headers as Record<string, string>).authorization!;
      seen.push(auth);
      return new Response('{}', { status: auth === 'Bearer old' ? 401 : 403 });
    });
    const states: StreamState[] = [];
    connectDispatchEvents({
      divisionId: DIVISION,
      onEvent: () => undefined,
      onState: (state) => states.push(state),
      fetcher: fetcher as typeof fetch,
    });
    await vi.waitFor(() => expect(states.at(-1)).toBe('refused'));
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
  });

  it('moves only the courier a position names, and never back to an older position', () => {
    const pages = pagesOf([row('courier', '2026-11-28T10:05:00.000Z'), row('courier.ewa', null)]);
    const moved = withPosition(pages, position('6', 52.6))!;
    expect(moved.pages[0]!.items[0]!.lastPosition).toEqual({
      latitude: 52.6,
      longitude: 21,
      at: '2026-11-28T10:06:00.000Z',
    });
    expect(moved.pages[0]!.items[1]!.lastPosition).toBeNull();
    const older = withPosition(pages, position('1', 51))!;
    expect(older.pages[0]!.items[0]!.lastPosition!.latitude).toBe(50);
  });

  it('recomputes the open stops’ ETAs from the new position, in route order, and counts the late-risk ones', () => {
    const now = Date.parse('2026-11-28T09:00:00.000Z');
    const stop = (position: number, latitude: number, windowEnd: string) => ({
      position,
      latitude,
      longitude: 21,
      serviceMinutes: 5,
      windowStart: null,
      windowEnd,
    });
    const courier = {
      ...row('courier', '2026-11-28T08:55:00.000Z'),
      openTasks: [
        // Listed by window; the route serves the far one second.
        task('far', stop(2, 52.4, '2026-11-28T09:30:00.000Z')),
        task('near', stop(1, 52.21, '2026-11-28T12:00:00.000Z')),
        task('off-route', null),
      ],
    };
    const moved = withPosition(pagesOf([courier]), position('7', 52.2), now)!.pages[0]!.items[0]!;
    const [far, near, offRoute] = moved.openTasks;
    // 52.2 → 52.21: about 1.1 km × 1.3 at 25 km/h, some 3.5 minutes.
    expect(Date.parse(near!.eta!) - now).toBeGreaterThan(3 * 60_000);
    expect(Date.parse(near!.eta!) - now).toBeLessThan(4 * 60_000);
    expect(near!.lateRisk).toBe(false);
    // Then 21 km more after 5 minutes of service: past 09:30.
    expect(Date.parse(far!.eta!)).toBeGreaterThan(Date.parse(near!.eta!) + 60 * 60_000);
    expect(far!.lateRisk).toBe(true);
    expect(offRoute!.eta).toBeNull();
    expect(moved.lateRisk).toBe(1);
  });

  it("refreshes the hub's day on a change of that day (or of no set day), only the routes register on another day's", () => {
    const route = (day: string): DispatchEvent => ({
      id: '1',
      kind: 'route',
      divisionId: DIVISION,
      data: { routeId: 'r', number: 'RT1', status: 'Draft', courier: null, action: 'build', day },
    });
    const task = (day: string | null): DispatchEvent => ({
      id: '2',
      kind: 'task',
      divisionId: DIVISION,
      data: { taskId: 't', status: 'New', courier: null, day },
    });
    expect(refreshedBy([route('2026-11-30')], '2026-11-29')).toEqual(['courier-routes', 'register']);
    expect(refreshedBy([route('2026-11-30'), task('2026-11-30')], '2026-11-29')).toEqual([
      'courier-routes',
      'register',
    ]);
    expect(refreshedBy([route('2026-11-30'), route('2026-11-29')], '2026-11-29')).toEqual(['courier-routes']);
    expect(refreshedBy([task(null)], '2026-11-29')).toEqual(['courier-routes']);
  });
});

type Pages = NonNullable<Parameters<typeof withPosition>[0]>;
type Row = Pages['pages'][number]['items'][number];

function row(courier: string, at: string | null): Row {
  return {
    courier,
    firstName: null,
    lastName: null,
    vehicleNumber: null,
    shift: { start: '08:00', end: '18:00', capacityKg: 100 },
    route: null,
    openTasks: [],
    openPickups: [],
    closedStops: [],
    late: 0,
    lateRisk: 0,
    lastPosition: at ? { latitude: 50, longitude: 20, at } : null,
  };
}

function task(id: string, stop: Row['openTasks'][number]['stop']): Row['openTasks'][number] {
  return {
    id,
    type: 'ClientAddress',
    status: 'InProgress',
    label: id,
    address: null,
    timeFrom: null,
    timeTo: null,
    late: false,
    eta: null,
    lateRisk: false,
    stop,
  };
}

function pagesOf(items: Row[]): Pages {
  return {
    pageParams: [null],
    pages: [
      {
        items,
        nextCursor: null,
        timeZone: 'Europe/Warsaw',
        travel: { detourFactor: 1.3, averageSpeedKmh: 25 },
      },
    ],
  };
}
