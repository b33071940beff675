import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';
import { ownDay } from './support/days.ts';

interface RouteView {
  id: string;
  courier: string;
  status: string;
  polyline: [number, number][];
  stops: { label: string }[];
}

/** Ewa's home in Mokotów, where the demo's bike starts. */
const HOME: [number, number] = [52.2008, 21.0166];

test("the demo day: the bike courier's route starts at her home, drawn on the hub's map", async ({
  page,
  request,
}) => {
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const me = await dispatcher.get<{ division: { id: string } }>('users/me');
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Warsaw' });
  const list = await dispatcher.get<{ items: { id: string; courier: string }[] }>(
    `routes?day=${today}&divisionIds[]=${me.division.id}`,
  );
  const ewa = list.items.find((route) => route.courier === 'courier.ewa');
  expect(ewa, 'the demo builds a route for the bike').toBeDefined();
  const route = await dispatcher.get<RouteView>(`routes/${ewa!.id}`);
  expect(route.polyline[0]).toEqual(HOME);

  await signIn(page, 'dispatch.manager', `/courier_management_hub?divisionId=${me.division.id}&day=${today}`);
  await expect(page.getByTestId('route-card-courier.ewa')).toBeVisible({ timeout: 30_000 });
  // Leaflet gives the start's ring the class the map names it by.
  const start = page.locator('.leaflet-overlay-pane path.route-start').first();
  await expect(start).toBeVisible();
  await page.locator('.courier-routes-map').scrollIntoViewIfNeeded();
  await start.hover();
  await expect(page.locator('.leaflet-tooltip', { hasText: 'Starts here · courier.ewa' })).toBeVisible();
  await saveScreenshot(page, 'routes-own-start');
});

test('a dispatcher builds a day with a bike from home and a van: the heavy parcel goes by van', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const day = ownDay(3200);
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const me = await dispatcher.get<{ division: { id: string } }>('users/me');
  const divisionId = me.division.id;
  await dispatcher.post('courier-shifts', {
    courier: 'courier',
    divisionId,
    day,
    startTime: '08:00',
    endTime: '18:00',
    // Room for the heavy parcel and nothing else.
    capacityKg: 32,
    vehicleKind: 'van',
  });
  await dispatcher.post('courier-shifts', {
    courier: 'courier.ewa',
    divisionId,
    day,
    startTime: '08:00',
    endTime: '18:00',
    capacityKg: 40,
    vehicleKind: 'bike',
    startLatitude: HOME[0],
    startLongitude: HOME[1],
  });
  const task = (label: string, lat: number, lng: number, weightKg: number) =>
    dispatcher.post('tasks', {
      type: 'ClientAddress',
      divisionId,
      day,
      ownerDocumentNumber: `${label}-${stamp}`,
      address: { string: `${label} street 1, Warszawa`, latitude: lat, longitude: lng },
      timeFrom: '09:00',
      timeTo: '17:00',
      weightKg,
    });
  await task('LIGHT', 52.2015, 21.018, 3);
  await task('HEAVY', 52.2011, 21.0172, 30);

  await signIn(page, 'dispatch.manager', `/courier_management_hub?divisionId=${divisionId}&day=${day}`);
  await page.getByTestId('build-routes').click();
  await expect(page.getByTestId('route-card-courier.ewa')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('route-card-courier')).toBeVisible();
  await expect(page.locator('.leaflet-overlay-pane path.route-start').first()).toBeVisible();

  // Read back: the bike from home with the light parcel, the van with the heavy one.
  const list = await dispatcher.get<{ items: { id: string; status: string }[] }>(
    `routes?day=${day}&divisionIds[]=${divisionId}`,
  );
  const routes = await Promise.all(
    list.items
      .filter((row) => row.status === 'Draft')
      .map((row) => dispatcher.get<RouteView>(`routes/${row.id}`)),
  );
  const driverOf = (label: string) =>
    routes.find((route) => route.stops.some((stop) => stop.label === `${label}-${stamp}`))?.courier;
  expect(driverOf('HEAVY')).toBe('courier');
  expect(driverOf('LIGHT')).toBe('courier.ewa');
  expect(routes.find((route) => route.courier === 'courier.ewa')!.polyline[0]).toEqual(HOME);
});
