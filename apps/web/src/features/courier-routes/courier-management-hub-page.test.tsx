import type { CourierShiftView, RouteView } from '@console/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type LatLng, Map as LeafletMap, Polyline } from 'leaflet';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerAt,
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../app/test-kit.tsx';
import { installQueryProbe, queryOf } from '../registers/register-test-kit.tsx';
import type { MonitoredCourier } from './routes-api.ts';

const DAY = '2026-03-02';
const HUB = `/courier_management_hub?day=${DAY}`;
const DISPATCHER = ['base', 'dispatch_manager'];
const DIVISION_ID = fakeUser(DISPATCHER).division!.id;
const ROUTE_ID = '5b0e6a4c-1f2d-4c3b-9a8e-7d6c5b4a3f21';

function route(overrides: Partial<RouteView> = {}): RouteView {
  return {
    id: ROUTE_ID,
    number: 'RT000000000001',
    status: 'Created',
    divisionId: DIVISION_ID,
    division: 'Warszawa Oddział nr 1',
    day: DAY,
    timeZone: 'Europe/Warsaw',
    courier: 'courier.1',
    initialCourier: 'courier.1',
    vehicleNumber: 'WA 1001K',
    createdByUser: 'dispatch.manager',
    createdAt: '2026-03-01T12:00:00.000Z',
    updatedAt: '2026-03-01T12:00:00.000Z',
    lockVersion: 3,
    departure: null,
    returnTime: null,
    lunchStart: null,
    lunchEnd: null,
    distanceMetres: 0,
    loadKg: 0,
    depot: null,
    polyline: [],
    stops: [],
    ...overrides,
  };
}

const shift = (courier: string, vehicleNumber: string): CourierShiftView => ({
  id: `shift-of-${courier}`,
  courier,
  divisionId: DIVISION_ID,
  day: DAY,
  startTime: '08:00',
  endTime: '16:00',
  capacityKg: 500,
  capacityM3: null,
  vehicleKind: 'van',
  vehicleNumber,
  skills: ['cashOnDelivery'],
  startLatitude: null,
  startLongitude: null,
  endLatitude: null,
  endLongitude: null,
});

/** The hub of a dispatcher whose division has one route on the day, and three couriers on shift. */
function hubRoutes(extra: FakeRoutes = {}): FakeRoutes {
  return signedInRoutes(fakeUser(DISPATCHER), {
    'GET routes': { status: 200, data: { items: [{ id: ROUTE_ID, status: 'Created' }], total: 1 } },
    ...answerAt('GET routes/:id', [ROUTE_ID], { status: 200, data: route() }),
    'GET courier-shifts': {
      status: 200,
      data: {
        items: [
          shift('courier.1', 'WA 1001K'),
          shift('courier.2', 'WA 2002K'),
          shift('courier.3', 'WA 3003K'),
        ],
      },
    },
    ...extra,
  });
}

const routeLists = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.url === 'routes').length;

/** Opens the select labelled `label` in `dialog` and picks the courier on shift `courier`. */
async function pickCourier(dialog: HTMLElement, courier: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Courier' }));
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) =>
      element.textContent?.startsWith(`${courier} ·`),
    );
    if (!found) throw new Error(`no option ${courier}`);
    return found;
  });
  fireEvent.click(option);
}

let removeProbe: () => void = () => undefined;

beforeEach(() => {
  resetSession();
  signIn();
});

afterEach(() => removeProbe());

describe('courier management hub: routes by hand (issue 25)', () => {
  it('fits a task that came in during the day into the proposed live route once the dispatcher confirms (issue 27)', async () => {
    const TASK_ID = '0c9d3f0e-5a1b-4c2d-8e7f-6a5b4c3d2e10';
    const OTHER_ID = '1c9d3f0e-5a1b-4c2d-8e7f-6a5b4c3d2e11';
    const proposal = {
      routeId: ROUTE_ID,
      routeNumber: 'RT000000000001',
      courier: 'courier.1',
      lockVersion: 3,
      refId: TASK_ID,
      label: 'LATE-CALL',
      order: [OTHER_ID, TASK_ID],
      addedMetres: 2400,
      arrival: '2026-03-02T11:20:00.000Z',
      routesTried: 3,
      elapsedMs: 12,
    };
    const view = renderApp(HUB, {
      routes: hubRoutes({
        'GET routes/waiting-stops': {
          status: 200,
          data: {
            items: [{ refId: TASK_ID, kind: 'task', label: 'LATE-CALL', windowFrom: 720, windowTo: 900 }],
          },
        },
        'POST routes/live-insertion': { status: 200, data: proposal },
        ...answerAt('PUT routes/:id/live-insertion', [ROUTE_ID], {
          status: 200,
          data: route({ lockVersion: 4 }),
        }),
      }),
    });
    const waiting = await screen.findByTestId('waiting-stops', {}, { timeout: 15_000 });
    expect(waiting.textContent).toContain('LATE-CALL · 12:00–15:00');
    await userEvent.click(within(waiting).getByRole('button', { name: 'Fit into a live route' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fit LATE-CALL into a live route' });
    expect(within(dialog).getByTestId('live-insertion-proposal').textContent).toMatch(
      /RT000000000001 · courier\.1.*12:20.*stop 2 of the 2 still to do.*2\.4 km/,
    );
    const asked = view.requests.find((request) => request.url === 'routes/live-insertion');
    expect(asked?.data).toEqual({ divisionId: DIVISION_ID, day: DAY, refId: TASK_ID });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Give it to this courier' }));
    await waitFor(() =>
      expect(view.requests.find((request) => request.method === 'PUT')?.data).toEqual({
        refId: TASK_ID,
        order: [OTHER_ID, TASK_ID],
        lockVersion: 3,
      }),
    );
    expect(await screen.findByText('Added to route RT000000000001')).toBeInTheDocument();
  });

  it('opens a new route for a courier on shift in the hub’s division and day, then lists it', async () => {
    const view = renderApp(HUB, {
      routes: hubRoutes({
        'POST routes': {
          status: 201,
          data: route({ id: 'new', number: 'RT000000000002', courier: 'courier.3' }),
        },
      }),
    });
    await screen.findByTestId('route-card-courier.1');
    const listsBefore = routeLists(view.requests);
    await userEvent.click(screen.getByRole('button', { name: /New route/ }));
    const dialog = await screen.findByRole('dialog', { name: 'New route' });
    await pickCourier(dialog, 'courier.3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(view.requests.some((request) => request.method === 'POST')).toBe(true));
    const created = view.requests.find((request) => request.method === 'POST' && request.url === 'routes');
    expect(created?.data).toEqual({ divisionId: DIVISION_ID, day: DAY, courier: 'courier.3' });
    await waitFor(() => expect(routeLists(view.requests)).toBeGreaterThan(listsBefore));
    expect(await screen.findByText('Route RT000000000002 created')).toBeInTheDocument();
  });

  it.each([
    [
      'Hand over to another courier',
      'Hand route RT000000000001 over to another courier',
      'courier',
      'Route RT000000000001 handed over',
    ],
    [
      'Set initial courier',
      'Initial courier of route RT000000000001',
      'initial-courier',
      'Initial courier of route RT000000000001 set',
    ],
  ])(
    '“%s” sends the courier with the route’s lockVersion and refreshes the routes',
    async (button, title, path, done) => {
      const view = renderApp(HUB, {
        routes: hubRoutes({
          ...answerAt('PUT routes/:id/:id2', [ROUTE_ID, path], {
            status: 200,
            data: route({ courier: 'courier.2', lockVersion: 4 }),
          }),
        }),
      });
      const card = await screen.findByTestId('route-card-courier.1');
      const listsBefore = routeLists(view.requests);
      await userEvent.click(within(card).getByRole('button', { name: button }));
      const dialog = await screen.findByRole('dialog', { name: title });
      await pickCourier(dialog, 'courier.2');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(view.requests.some((request) => request.method === 'PUT')).toBe(true));
      const [sent] = view.requests.filter((request) => request.method === 'PUT');
      expect(sent?.url).toBe(`routes/${ROUTE_ID}/${path}`);
      expect(sent?.data).toEqual({ courier: 'courier.2', lockVersion: 3 });
      await waitFor(() => expect(routeLists(view.requests)).toBeGreaterThan(listsBefore));
      expect(await screen.findByText(done)).toBeInTheDocument();
    },
  );

  it('keeps the courier chosen in the hand-over dialog while the hub reads its routes and shifts again (a live event)', async () => {
    const view = renderApp(HUB, { routes: hubRoutes() });
    const card = await screen.findByTestId('route-card-courier.1');
    await userEvent.click(within(card).getByRole('button', { name: 'Hand over to another courier' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand route RT000000000001 over to another courier',
    });
    await pickCourier(dialog, 'courier.2');
    const combobox = within(dialog).getByRole('combobox', { name: 'Courier' });
    const chosen = () => combobox.closest('.ant-select')?.textContent ?? '';
    await waitFor(() => expect(chosen()).toContain('courier.2'));
    const shiftReads = () => view.requests.filter((request) => request.url === 'courier-shifts').length;
    const before = shiftReads();
    await view.queryClient.invalidateQueries({ queryKey: ['courier-routes'] });
    await waitFor(() => expect(shiftReads()).toBeGreaterThan(before));
    expect(screen.getByRole('dialog', { name: 'Hand route RT000000000001 over to another courier' })).toBe(
      dialog,
    );
    expect(chosen()).toContain('courier.2');
  });

  it('keeps the dialog open with the server’s words when the hand-over is refused', async () => {
    renderApp(HUB, {
      routes: hubRoutes({
        ...answerAt('PUT routes/:id/courier', [ROUTE_ID], {
          status: 422,
          data: { code: 'COURIER_HAS_ROUTE', message: 'The courier already has a route that day' },
        }),
      }),
    });
    const card = await screen.findByTestId('route-card-courier.1');
    await userEvent.click(within(card).getByRole('button', { name: 'Hand over to another courier' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Hand route RT000000000001 over to another courier',
    });
    await pickCourier(dialog, 'courier.2');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The courier already has a route that day',
    );
  });

  it('offers no route action to a user who is no dispatcher (the server’s DISPATCH)', async () => {
    const view = renderApp(HUB, { routes: signedInRoutes(fakeUser(['base', 'branch_employee'])) });
    expect(await screen.findByText('You do not have permission to access the resource')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /New route/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hand over to another courier' })).not.toBeInTheDocument();
    expect(view.requests.some((request) => request.url.startsWith('routes'))).toBe(false);
  });
});

const TRAVEL = { detourFactor: 1.3, averageSpeedKmh: 25 };

function monitored(index: number): MonitoredCourier {
  return {
    courier: `courier.${index}`,
    firstName: null,
    lastName: null,
    vehicleNumber: `WA ${1000 + index}K`,
    shift: { start: '08:00', end: '16:00', capacityKg: 500 },
    route: null,
    openTasks: [],
    openPickups: [],
    closedStops: [],
    late: 0,
    lateRisk: 0,
    lastPosition: null,
  };
}

/**
 * The dashed lines (each vehicle's latest route) Leaflet puts on a map from now on, as
 * [latitude, longitude] points: jsdom draws no SVG or canvas, so the layers are read instead.
 */
function watchLatestRouteLines(): () => [number, number][][] {
  const added = vi.spyOn(LeafletMap.prototype, 'addLayer');
  return () =>
    added.mock.calls
      .map(([layer]) => layer)
      .filter(
        (layer): layer is Polyline => layer instanceof Polyline && layer.options.dashArray !== undefined,
      )
      .map((line) => (line.getLatLngs() as LatLng[]).map(({ lat, lng }): [number, number] => [lat, lng]));
}

describe('dispatch monitoring map: the latest route of each listed vehicle', () => {
  afterEach(() => vi.restoreAllMocks());

  it('follows a route changed on another screen: the register is read again when its event arrives (issue 27)', async () => {
    const event = {
      id: '41',
      kind: 'route',
      divisionId: DIVISION_ID,
      data: {
        routeId: ROUTE_ID,
        number: 'RT000000000001',
        status: 'Created',
        courier: 'courier.2',
        action: 'courier',
      },
    };
    const streams: string[] = [];
    // The hub's one stream: the event once, then a stream that stays open.
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string | URL | Request) => {
        streams.push(String(url));
        const body =
          streams.length === 1
            ? new ReadableStream<Uint8Array>({
                start(controller) {
                  controller.enqueue(
                    new TextEncoder().encode(`id: 41\nevent: route\ndata: ${JSON.stringify(event)}\n\n`),
                  );
                },
              })
            : new ReadableStream<Uint8Array>();
        return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    try {
      const view = renderApp(`${HUB}&tab=register`, {
        routes: hubRoutes({
          'GET routes': {
            status: 200,
            data: { items: [{ ...route(), division: 'Warszawa Oddział nr 1' }], total: 1, last_page: 1 },
          },
        }),
      });
      await screen.findByText('RT000000000001', {}, { timeout: 15_000 });
      await waitFor(() => expect(routeLists(view.requests)).toBeGreaterThanOrEqual(2), { timeout: 5_000 });
      expect(streams).toHaveLength(1);
      expect(streams[0]).toContain(`dispatch/events?divisionId=${DIVISION_ID}`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("shows each courier's last position from the phone and the time it was taken (issue 26)", async () => {
    const courier = {
      ...monitored(1),
      lastPosition: { latitude: 52.2, longitude: 21.2, at: '2026-11-28T09:55:00.000Z' },
    };
    renderApp(`${HUB}&tab=monitoring`, {
      routes: signedInRoutes(fakeUser(DISPATCHER), {
        'GET dispatch-monitoring': {
          status: 200,
          data: {
            items: [courier, monitored(2)],
            nextCursor: null,
            timeZone: 'Europe/Warsaw',
            travel: TRAVEL,
          },
        },
        'GET task-groups/route-polylines': { status: 200, data: { items: [] } },
      }),
    });
    const shown = await screen.findAllByTestId('last-position', {}, { timeout: 15_000 });
    // The division's clock (with its zone when the browser's differs); only the courier who sent one.
    expect(shown).toHaveLength(1);
    expect(shown[0]!.textContent).toMatch(/^Last position 10:55( CET)? · 52\.2000, 21\.2000$/);
  });

  it('shows each open stop’s live ETA and marks the ones it makes late as at risk (issue 27)', async () => {
    const task = (id: string, eta: string, lateRisk: boolean) => ({
      id,
      type: 'ClientAddress',
      status: 'InProgress',
      label: id,
      address: null,
      timeFrom: '10:00',
      timeTo: '11:00',
      late: false,
      eta,
      lateRisk,
      stop: null,
    });
    const courier = {
      ...monitored(1),
      openTasks: [
        task('DEMO-ON-TIME', '2026-11-28T09:20:00.000Z', false),
        task('DEMO-AT-RISK', '2026-11-28T10:40:00.000Z', true),
      ],
      lateRisk: 1,
    };
    renderApp(`${HUB}&tab=monitoring`, {
      routes: signedInRoutes(fakeUser(DISPATCHER), {
        'GET dispatch-monitoring': {
          status: 200,
          data: { items: [courier], nextCursor: null, timeZone: 'Europe/Warsaw', travel: TRAVEL },
        },
        'GET task-groups/route-polylines': { status: 200, data: { items: [] } },
      }),
    });
    const onTime = (await screen.findByText(/DEMO-ON-TIME/, {}, { timeout: 15_000 })).closest('li')!;
    const atRisk = screen.getByText(/DEMO-AT-RISK/).closest('li')!;
    expect(onTime.textContent).toMatch(/ETA 10:20/);
    expect(onTime.textContent).not.toMatch(/late risk/);
    expect(atRisk.textContent).toMatch(/ETA 11:40.*late risk/);
  });

  it('colours the live stops on the map: done, not done, due, at risk and late, with a legend that counts them (issue 27)', async () => {
    const stop = (position: number) => ({
      position,
      latitude: 52.2 + position / 100,
      longitude: 21,
      serviceMinutes: 5,
      windowStart: null,
      windowEnd: null,
    });
    const task = (id: string, position: number, late: boolean, lateRisk: boolean) => ({
      id,
      type: 'ClientAddress',
      status: 'InProgress',
      label: id,
      address: null,
      timeFrom: '10:00',
      timeTo: '11:00',
      late,
      eta: '2026-11-28T09:20:00.000Z',
      lateRisk,
      stop: stop(position),
    });
    const courier = {
      ...monitored(1),
      openTasks: [task('DUE', 2, false, false), task('RISK', 3, false, true), task('LATE', 4, true, true)],
      closedStops: [
        { position: 0, latitude: 52.2, longitude: 21, outcome: 'done' as const },
        { position: 1, latitude: 52.21, longitude: 21, outcome: 'failed' as const },
      ],
      late: 1,
      lateRisk: 1,
    };
    const { container } = renderApp(`${HUB}&tab=monitoring`, {
      routes: signedInRoutes(fakeUser(DISPATCHER), {
        'GET dispatch-monitoring': {
          status: 200,
          data: { items: [courier], nextCursor: null, timeZone: 'Europe/Warsaw', travel: TRAVEL },
        },
        'GET task-groups/route-polylines': { status: 200, data: { items: [] } },
      }),
    });
    const legend = await screen.findByRole('list', { name: 'Stops on the map' }, { timeout: 15_000 });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['done (1)', 'not done (1)', 'due (1)', 'late risk (1)', 'late (1)']);
    for (const state of ['done', 'failed', 'due', 'risk', 'late'])
      await waitFor(() => expect(container.querySelectorAll(`path.live-stop-${state}`)).toHaveLength(1));
  });

  it('asks for the vehicle numbers 50 at a time and draws each polyline', async () => {
    removeProbe = installQueryProbe();
    const drawnLines = watchLatestRouteLines();
    const couriers = Array.from({ length: 51 }, (_, index) => monitored(index + 1));
    const view = renderApp(`${HUB}&tab=monitoring`, {
      routes: signedInRoutes(fakeUser(DISPATCHER), {
        'GET dispatch-monitoring': {
          status: 200,
          data: { items: couriers, nextCursor: null, timeZone: 'Europe/Warsaw', travel: TRAVEL },
        },
        'GET task-groups/route-polylines': (request) => ({
          status: 200,
          data: {
            items: queryOf(request)
              .getAll('vehicleNumbers[]')
              .filter((vehicleNumber) => vehicleNumber === 'WA 1001K' || vehicleNumber === 'WA 1051K')
              .map((vehicleNumber) => ({
                vehicleNumber,
                polyline: [
                  [52.23, 21.01],
                  [vehicleNumber === 'WA 1001K' ? 52.25 : 52.3, 21.03],
                ],
              })),
          },
        }),
      }),
    });
    await waitFor(() => expect(drawnLines()).toHaveLength(2));
    expect(drawnLines()).toEqual([
      [
        [52.23, 21.01],
        [52.25, 21.03],
      ],
      [
        [52.23, 21.01],
        [52.3, 21.03],
      ],
    ]);
    const asked = view.requests
      .filter((request) => request.url === 'task-groups/route-polylines')
      .map((request) => queryOf(request).getAll('vehicleNumbers[]'));
    expect(asked).toEqual([
      couriers.slice(0, 50).map((courier) => courier.vehicleNumber),
      [couriers[50]!.vehicleNumber],
    ]);
  });
});
