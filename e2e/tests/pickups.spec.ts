import { addDays, todayIn, weekdayOf } from '@console/domain';
import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

interface Shipment {
  id: string;
  number: string;
}

/**
 * The next working day after `after` (Monday to Friday), as the form's day picker offers; by
 * default after Poland's today, the day the form counts from (not UTC's, a day behind at night).
 */
function nextWorkingDay(after = todayIn('Europe/Warsaw')): string {
  let day = addDays(after, 1);
  while (['saturday', 'sunday'].includes(weekdayOf(day))) day = addDays(day, 1);
  return day;
}

async function chooseOption(page: Page, text: RegExp) {
  const option = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first();
  await expect(option).toBeVisible({ timeout: 15_000 });
  await option.click();
}

test('a contact-centre operator creates a pickup and adds a shipment; a dispatcher appoints the nearest courier', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36).slice(-4).toUpperCase();
  // A shipment of its own, ReadyToShip at the demo branch, so no other spec's pickups hold it.
  const clerk = await apiAs(request, 'operator');
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const shipment = await clerk.post<Shipment>('v2/shipments', {
    status: 'ReadyToShip',
    sender: { name: 'Anna Kowalska', phone: '48600100200', countryCode: 'PL', divisionId: me.division.id },
    recipient: { name: 'Zofia Mazur', phone: '48691777001', countryCode: 'PL', divisionId: me.division.id },
    parcels: [{ actualWeight: 2500, length: 300, width: 200, height: 100 }],
  });

  await signIn(page, 'contact.centre.operator', '/pickups');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'pickups-list');

  await page.getByRole('button', { name: 'New pickup' }).click();
  await expect(page.getByRole('heading', { name: /pickup/i })).toBeVisible();
  await page.getByLabel('Full name').fill('Anna Kowalska');
  await page.getByLabel('Phone').fill('48601222333');
  // A name against the spec's rules is refused before anything is sent.
  await page.getByLabel('Full name').fill('Anna');
  await page.getByRole('button', { name: 'Create pickup' }).click();
  await expect(page.getByText('2 to 5 words')).toBeVisible();
  await page.getByLabel('Full name').fill(`Anna Kowalska ${stamp.replace(/\d/g, 'x')}`);

  await page.getByLabel('Settlement').click();
  await page.getByLabel('Settlement').fill('Warsz');
  await chooseOption(page, /Warszawa/);
  await expect(page.getByRole('status').filter({ hasText: /52\./ })).toBeVisible();

  const day = nextWorkingDay();
  const picker = page.getByLabel('Day');
  await picker.click();
  await picker.fill(day);
  await picker.press('Enter');
  // The courier's time comes from the settlement's time interval of that day: the form fills it.
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(from).toHaveValue(/^\d{2}:\d{2}$/, { timeout: 10_000 });
  await expect(to).toHaveValue(/^\d{2}:\d{2}$/);
  const offered = `${await from.inputValue()} – ${await to.inputValue()}`;
  await saveScreenshot(page, 'pickups-create');
  await page.getByRole('button', { name: 'Create pickup' }).click();

  await expect(page.getByTestId('pickup-status')).toHaveText('Draft', { timeout: 20_000 });
  await expect(page.getByTestId('pickup-arrival')).toHaveText(`${day} ${offered}`);
  const pickupUrl = page.url();
  await page.getByLabel('Shipment number').fill(shipment.number);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.locator('.ant-table-row').filter({ hasText: shipment.number })).toBeVisible();
  await page.getByRole('button', { name: 'Confirm (Created)' }).click();
  await expect(page.getByTestId('pickup-status')).toHaveText('Created');
  await saveScreenshot(page, 'pickups-view');

  // The contact and the courier's time change on the view, with the keyboard (PUT pickups/{id}).
  await page.getByRole('button', { name: 'Change contact and time' }).click();
  const editor = page.getByRole('dialog', { name: 'Change contact and time' });
  await expect(editor.getByLabel('Full name')).toBeFocused();
  const newName = `Ewa Nowak ${stamp.replace(/\d/g, 'y')}`;
  await editor.getByLabel('Full name').fill(newName);
  await editor.getByLabel('Phone').fill('48601999888');
  const newDay = nextWorkingDay(day);
  const dayPicker = editor.getByLabel('Day');
  await dayPicker.click();
  await dayPicker.fill(newDay);
  const intervalLookup = page.waitForResponse((response) => response.url().includes('time-intervals/find'));
  await dayPicker.press('Enter');
  await intervalLookup;
  await editor.getByLabel('From', { exact: true }).fill('11:00');
  await editor.getByLabel('To', { exact: true }).fill('13:30');
  await saveScreenshot(page, 'pickups-contact-dialog');
  await editor.getByLabel('To', { exact: true }).press('Control+Enter');
  await expect(page.getByTestId('pickup-full-name')).toHaveText(newName, { timeout: 15_000 });
  await expect(page.getByTestId('pickup-arrival')).toHaveText(`${newDay} 11:00 – 13:30`);
  await expect(page.getByTestId('pickup-status')).toHaveText('Created');
  // The same dialog on a phone: the fields stack, Escape closes it.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Change contact and time' }).click();
  await expect(editor.getByLabel('Full name')).toHaveValue(newName);
  await expect(editor.getByLabel('From', { exact: true })).toHaveValue('11:00');
  await saveScreenshot(page, 'pickups-contact-dialog-phone');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await page.setViewportSize({ width: 1366, height: 768 });

  // Courier change is the dispatcher's (platform §6), not the contact centre's.
  await expect(page.getByRole('button', { name: 'Change courier' })).toHaveCount(0);
  const dispatcherContext = await browser.newContext();
  const dispatcher = await dispatcherContext.newPage();
  await signIn(dispatcher, 'dispatch.manager', new URL(pickupUrl).pathname);
  await expect(dispatcher.getByTestId('pickup-status')).toHaveText('Created', { timeout: 20_000 });
  await dispatcher.getByRole('button', { name: 'Change courier' }).click();
  await dispatcher.getByRole('combobox', { name: 'Courier' }).click();
  await chooseOption(dispatcher, /\(courier\)/);
  // The choice closes the list and shows in the field before OK is pressed.
  await expect(dispatcher.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  const courierDialog = dispatcher.getByRole('dialog', { name: 'Courier (nearest first)' });
  await expect(courierDialog).toContainText(/\(courier\) · [\d.]+ km/);
  await courierDialog.getByRole('button', { name: 'OK' }).click();
  await expect(courierDialog).toBeHidden();
  await expect(dispatcher.getByTestId('pickup-status')).toHaveText('Courier appointed');
  await expect(dispatcher.getByTestId('pickup-courier')).toContainText('courier');
  await saveScreenshot(dispatcher, 'pickups-courier');

  await dispatcher.setViewportSize({ width: 390, height: 844 });
  await dispatcher.reload();
  await expect(dispatcher.getByTestId('pickup-status')).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(dispatcher, 'pickups-view-phone');
  await dispatcherContext.close();
});

test('the time intervals list and editor, and the partner branches tab', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'address.delivery.admin', '/time_intervals');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'pickups-time-intervals');
  await page.goto('/time_intervals/new');
  await expect(page.getByLabel('Monday')).toBeVisible({ timeout: 20_000 });
  await saveScreenshot(page, 'pickups-time-interval-editor');
});
