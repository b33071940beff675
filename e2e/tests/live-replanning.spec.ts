import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';
import { ownDay } from './support/days.ts';

test('a task that came in during the day is fitted into a live route from the hub, and the hub follows it (issue 27)', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36).toUpperCase();
  // Past the days of courier-routes (120+), courier-delivery (800+) and daily-work (1500+).
  const day = ownDay(2200);
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const { division } = await dispatcher.get<{ division: { id: string } }>('users/me');
  const divisionId = division.id;
  // Two couriers out on confirmed (live) routes of the day.
  for (const [courier, vehicleNumber] of [
    ['courier.ewa', 'WA 2002K'],
    ['courier.mykola', 'WA 3003K'],
  ] as const) {
    await dispatcher.post('courier-shifts', {
      courier,
      divisionId,
      day,
      startTime: '08:00',
      endTime: '18:00',
      capacityKg: 150,
      vehicleNumber,
    });
    const route = await dispatcher.post<{ id: string; lockVersion: number }>('routes', {
      divisionId,
      day,
      courier,
    });
    await dispatcher.put(`routes/${route.id}/confirm`, { lockVersion: route.lockVersion });
  }
  const label = `CALL-${stamp}`;
  const task = await dispatcher.post<{ id: string }>('tasks', {
    type: 'ClientAddress',
    divisionId,
    day,
    ownerDocumentNumber: label,
    address: { string: 'Nowy Świat 5, Warszawa', latitude: 52.2319, longitude: 21.0194 },
    timeFrom: '12:00',
    timeTo: '15:00',
    weightKg: 3,
  });

  await signIn(page, 'dispatch.manager', `/courier_management_hub?divisionId=${divisionId}&day=${day}`);
  const waiting = page.getByTestId('waiting-stops');
  const item = waiting.getByRole('listitem').filter({ hasText: label });
  await expect(item).toContainText('12:00–15:00');
  await item.getByRole('button', { name: 'Fit into a live route' }).click();
  const dialog = page.getByRole('dialog', { name: `Fit ${label} into a live route` });
  await expect(dialog).toBeVisible();
  const proposal = dialog.getByTestId('live-insertion-proposal');
  await expect(proposal).toContainText(/courier\.(ewa|mykola)/);
  await expect(dialog).toContainText('2 live routes searched');
  const courier = (await proposal.textContent())!.match(/courier\.(ewa|mykola)/)![0];
  await saveScreenshot(page, 'live-insertion-proposal');
  await dialog.getByRole('button', { name: 'Give it to this courier' }).click();
  await expect(page.getByText(/^Added to route RT\d+$/)).toBeVisible();
  await expect(dialog).toBeHidden();

  // The stop is the courier's now: on the route's card, off the waiting list, and the task has its executor.
  await expect(page.getByTestId(`route-card-${courier}`).getByTestId(`stop-${label}`)).toBeVisible();
  await expect(waiting.getByText(label)).toHaveCount(0);
  expect((await dispatcher.get<{ executor: string | null }>(`tasks/${task.id}`)).executor).toBe(courier);

  // The monitoring shows it among the courier's open stops, in its colour on the map.
  await page.getByRole('tab', { name: 'Dispatch monitoring' }).click();
  const row = page.locator('tr', { has: page.getByText(new RegExp(`^${courier.replace('.', '\\.')} · `)) });
  await expect(row).toContainText(label);
  await expect(page.getByRole('list', { name: 'Stops on the map' })).toBeVisible();
  await expect(page.locator('path.live-stop')).toHaveCount(1);
  await saveScreenshot(page, 'live-insertion-monitoring');
});
