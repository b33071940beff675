import type { CourierDay } from '@console/domain';
import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

test("the hub's monitoring moves a courier as the phone reports, without a reload (issue 27)", async ({
  page,
  request,
}) => {
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const { division } = await dispatcher.get<{ division: { id: string } }>('users/me');
  const courier = await apiAs(request, 'courier');
  const { day } = await courier.get<CourierDay>('courier/today');

  await signIn(page, 'dispatch.manager', `/courier_management_hub?divisionId=${division.id}&day=${day}`);
  await page.getByRole('tab', { name: 'Dispatch monitoring' }).click();
  await expect(page.getByTestId('live-state')).toHaveText('Live');
  const row = page.locator('tr', { has: page.getByText(/^courier · /) });
  await expect(row).toBeVisible();
  const loads: string[] = [];
  page.on('request', (sent) => sent.url().includes('dispatch-monitoring') && loads.push(sent.url()));

  for (const [latitude, longitude] of [
    [52.2468, 21.0123],
    [52.2531, 21.0301],
  ] as const) {
    await courier.post('courier/positions', {
      positions: [{ latitude, longitude, accuracy: 6, at: new Date().toISOString() }],
    });
    await expect(row.getByTestId('last-position')).toContainText(
      `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
    );
  }
  // The map shows the courier where the phone last was; the list was not fetched again for it.
  await expect(page.locator('.courier-position')).toHaveCount(1);
  expect(loads).toEqual([]);
  await saveScreenshot(page, 'live-dispatch-monitoring');
});
