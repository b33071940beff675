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

  // Other specs move parcels of this division on the same day, and their route events reload the
  // list on their own. A position counts when no reload was made from its post until well after a
  // reload's debounce (1 s); a console that reloaded for positions would never count one.
  let shownWithoutReload = 0;
  for (let attempt = 0; attempt < 8 && shownWithoutReload < 2; attempt++) {
    const latitude = 52.2468 + attempt * 0.0031;
    const longitude = 21.0123 + attempt * 0.0047;
    const before = loads.length;
    await courier.post('courier/positions', {
      positions: [{ latitude, longitude, accuracy: 6, at: new Date().toISOString() }],
    });
    await expect(row.getByTestId('last-position')).toContainText(
      `${latitude.toFixed(4)}, ${longitude.toFixed(4)}`,
    );
    await page.waitForTimeout(1_500);
    if (loads.length === before) shownWithoutReload++;
  }
  expect(shownWithoutReload).toBe(2);
  // The map shows the courier where the phone last was.
  await expect(page.locator('.courier-position')).toHaveCount(1);
  await saveScreenshot(page, 'live-dispatch-monitoring');
});
