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

test('a dispatcher puts a bike from home on shift in the hub and builds the day: the heavy parcel goes by van', async ({
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
  // The bike's shift is put in the hub's Shifts tab: a bike, starting from Ewa's home.
  await page.getByRole('tab', { name: 'Shifts' }).click();
  await page.getByRole('button', { name: 'Add shift' }).click();
  const dialog = page.getByRole('dialog');
  // The division's couriers are offered by name.
  const courier = dialog.getByRole('combobox', { name: 'Courier' });
  await courier.fill('Wójcik');
  await expect(page.locator('.ant-select-item-option-active')).toHaveText('Ewa Wójcik (courier.ewa)');
  await courier.press('Enter');
  await expect(dialog.locator('.ant-select-content')).toHaveText('Ewa Wójcik (courier.ewa)');
  await dialog.getByLabel('Starts at').fill('08:00');
  await dialog.getByLabel('Finishes at').fill('18:00');
  await dialog.getByRole('radio', { name: 'Bike (parcels up to 10 kg)' }).check();
  await dialog.getByLabel('Capacity, kg').fill('40');
  await dialog
    .getByRole('radiogroup', { name: 'Starts from' })
    .getByRole('radio', { name: 'Own place' })
    .check();
  await dialog.getByLabel('Start latitude').fill(String(HOME[0]));
  await dialog.getByLabel('Start longitude').fill(String(HOME[1]));
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Shift of courier.ewa saved')).toBeVisible();
  const ewaRow = page.getByRole('row').filter({ hasText: 'courier.ewa' });
  await expect(ewaRow).toContainText('Bike (parcels up to 10 kg)');
  await expect(ewaRow).toContainText(`${HOME[0].toFixed(4)}, ${HOME[1].toFixed(4)} → ${HOME[0].toFixed(4)}`);
  await saveScreenshot(page, 'hub-shifts');
  const shifts = await dispatcher.get<{
    items: { courier: string; vehicleKind: string; startLatitude: number }[];
  }>(`courier-shifts?divisionId=${divisionId}&day=${day}`);
  expect(shifts.items.find((shift) => shift.courier === 'courier.ewa')).toMatchObject({
    vehicleKind: 'bike',
    startLatitude: HOME[0],
  });

  await page.getByRole('tab', { name: 'Routes', exact: true }).click();
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

  // Ewa now drives a route of the day: her shift cannot be deleted, and stays.
  await page.getByRole('tab', { name: 'Shifts' }).click();
  await ewaRow.getByRole('button', { name: 'Delete the shift of courier.ewa' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('The courier has a route that day: give the route to another courier first'),
  ).toBeVisible();
  await expect(ewaRow).toBeVisible();
});
