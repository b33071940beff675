import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';
import { ownDay } from './support/days.ts';

interface RouteView {
  id: string;
  courier: string;
  status: string;
  stops: { label: string; refId: string }[];
}

const card = (page: Page, courier: string) => page.getByTestId(`route-card-${courier}`);

/** Picks an option of the open antd select by its text. */
async function chooseOption(page: Page, text: string) {
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: new RegExp(`^${text.replace('.', '\\.')}$`) })
    .click();
}

test('a dispatcher builds routes for a division, moves a stop, and confirms; the courier opens the personal task', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now().toString(36).toUpperCase();
  const day = ownDay(120);
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const me = await dispatcher.get<{ division: { id: string } }>('users/me');
  const divisionId = me.division.id;
  for (const courier of ['courier', 'courier.ewa']) {
    await dispatcher.post('courier-shifts', {
      courier,
      divisionId,
      day,
      startTime: '08:00',
      endTime: '18:00',
      capacityKg: 150,
      vehicleNumber: courier === 'courier' ? 'WA 1001K' : 'WA 2002K',
    });
  }
  const task = (label: string, lat: number, lng: number, timeFrom: string, timeTo: string) =>
    dispatcher.post<{ id: string }>('tasks', {
      type: 'ClientAddress',
      divisionId,
      day,
      ownerDocumentNumber: `${label}-${stamp}`,
      address: { string: `${label} street 1, Warszawa`, latitude: lat, longitude: lng },
      timeFrom,
      timeTo,
      weightKg: 4,
    });
  // North and south of Warsaw, both due 09:00-09:30: no courier can serve both.
  await task('NORTH', 52.33, 21.0, '09:00', '09:30');
  await task('SOUTH', 52.13, 21.02, '09:00', '09:30');
  await task('LATE', 52.23, 21.0, '15:00', '17:00');
  await task('WEST', 52.24, 20.93, '11:00', '14:00');
  await task('EAST', 52.25, 21.09, '10:00', '15:00');

  await signIn(page, 'dispatch.manager', `/courier_management_hub?divisionId=${divisionId}&day=${day}`);
  await expect(page.getByText('No routes for this day yet', { exact: false })).toBeVisible();
  await page.getByTestId('build-routes').click();
  await expect(card(page, 'courier')).toBeVisible({ timeout: 30_000 });
  await expect(card(page, 'courier.ewa')).toBeVisible();
  await saveScreenshot(page, 'routes-hub-built');

  // Who drives which: read back through the API (the map and the cards show the same).
  const list = await dispatcher.get<{ items: { id: string; status: string }[] }>(
    `routes?day=${day}&divisionIds[]=${divisionId}`,
  );
  const routes = await Promise.all(
    list.items
      .filter((row) => row.status === 'Draft')
      .map((row) => dispatcher.get<RouteView>(`routes/${row.id}`)),
  );
  const driverOf = (label: string) =>
    routes.find((route) => route.stops.some((stop) => stop.label === `${label}-${stamp}`))!.courier;
  const northDriver = driverOf('NORTH');
  const southDriver = driverOf('SOUTH');
  expect(northDriver).not.toBe(southDriver);

  // Moving SOUTH to the courier who is up north at 09:00 breaks its window: refused, nothing moves.
  await card(page, southDriver)
    .getByRole('combobox', { name: `Move SOUTH-${stamp} to another courier` })
    .click();
  await chooseOption(page, northDriver);
  await expect(page.getByRole('alert').filter({ hasText: 'does not fit' })).toBeVisible();
  await expect(card(page, southDriver).getByTestId(`stop-SOUTH-${stamp}`)).toBeVisible();
  await saveScreenshot(page, 'routes-move-refused');

  // LATE fits anybody: move it to the other courier with its select (the keyboard's way of dragging).
  const lateDriver = driverOf('LATE');
  const other = lateDriver === 'courier' ? 'courier.ewa' : 'courier';
  await card(page, lateDriver)
    .getByRole('combobox', { name: `Move LATE-${stamp} to another courier` })
    .click();
  await chooseOption(page, other);
  await expect(card(page, other).getByTestId(`stop-LATE-${stamp}`)).toBeVisible();
  await expect(card(page, lateDriver).getByTestId(`stop-LATE-${stamp}`)).toHaveCount(0);
  await saveScreenshot(page, 'routes-stop-moved');

  // Confirm: every draft becomes Created; the tasks get their courier.
  await page.getByRole('button', { name: 'Confirm all drafts' }).click();
  await expect(card(page, 'courier').getByText('Created', { exact: true })).toBeVisible();
  await expect(card(page, 'courier.ewa').getByText('Created', { exact: true })).toBeVisible();
  await saveScreenshot(page, 'routes-confirmed');

  await page.getByRole('tab', { name: 'Dispatch monitoring' }).click();
  await expect(page.getByRole('cell', { name: /courier\.ewa/ }).first()).toBeVisible();
  await saveScreenshot(page, 'routes-dispatch-monitoring');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('tab', { name: 'Routes', exact: true }).click();
  await saveScreenshot(page, 'routes-hub-phone');
  await page.setViewportSize({ width: 1366, height: 768 });

  // The courier's personal task of that day carries the confirmed route.
  const courierApi = await apiAs(request, 'courier');
  const personal = await courierApi.get<{ task: { id: string } }>(`tasks/personal?day=${day}`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'courier', `/tasks/personal/${personal.task.id}`);
  await expect(page.getByRole('heading', { name: 'Personal task · courier' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: '#' }).first()).toBeVisible();
  await saveScreenshot(page, 'routes-personal-task');
  // Today's own personal task (the demo's confirmed route) without an id.
  await page.goto('/tasks/personal');
  await expect(page.getByRole('heading', { name: 'Personal task · courier' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await saveScreenshot(page, 'routes-personal-task-phone');
});

test('tasks register, a task form and the route optimisation settings', async ({ page }) => {
  await signIn(page, 'dispatch.manager', '/tasks?types=Return');
  await expect(page.getByRole('cell', { name: 'Return', exact: true }).first()).toBeVisible();
  await saveScreenshot(page, 'routes-tasks-list');
  await page.getByRole('row').filter({ hasText: 'Return' }).getByRole('link').first().click();
  await page.waitForURL(/\/tasks\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('task-status')).toBeVisible();
  await saveScreenshot(page, 'routes-task-form');

  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, 'administrator.god', '/route_optimization');
  await expect(page.getByRole('cell', { name: 'Warszawa Oddział nr 1' })).toBeVisible();
  await saveScreenshot(page, 'routes-optimization-list');
  await page.getByRole('row').filter({ hasText: 'Warszawa Oddział nr 1' }).getByRole('link').first().click();
  await page.waitForURL(/\/route_optimization\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel('Lunch from')).toBeVisible();
  await saveScreenshot(page, 'routes-optimization-edit');
});
