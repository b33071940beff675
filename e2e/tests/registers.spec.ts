import { expect, type Page, test } from '@playwright/test';
import { DEMO_PASSWORD, saveScreenshot, signIn } from './support/console.ts';

/** The first record of a register, read through the API as the signed-in page would. */
async function firstId(page: Page, path: string, query = ''): Promise<string> {
  const login = await page.request.post('/api/v1/auth/login', {
    data: { login: 'administrator.god', password: DEMO_PASSWORD },
  });
  const { idToken } = await login.json();
  const response = await page.request.get(`/api/v1/${path}?limit=1${query}`, {
    headers: { authorization: `Bearer ${idToken}` },
  });
  const body = await response.json();
  return String(body.items[0].id);
}

test('the countries list filters and keeps its filters in the URL', async ({ page }) => {
  await signIn(page, 'administrator.god', '/countries');
  await expect(page.locator('.register-list .ant-table-row').first()).toBeVisible();
  await saveScreenshot(page, 'countries');

  await page.goto('/countries?codes[]=PL&codes[]=DE');
  await expect(page.locator('.register-list .ant-table-row')).toHaveCount(2);
  await page.reload();
  await expect(page.locator('.register-list .ant-table-row')).toHaveCount(2);
});

test('a courier may not open the countries register', async ({ page }) => {
  await signIn(page, 'courier', '/countries');
  await expect(
    page.getByText('You do not have permission to access the resource', { exact: true }),
  ).toBeVisible();
});

test('the division editor shows each of its tabs', async ({ page }) => {
  const id = await firstId(page, 'divisions');
  await signIn(page, 'administrator.god', `/edit/divisions/${id}`);
  const tabs = page.locator('.register-editor .ant-tabs-tab');
  await expect(tabs.first()).toBeVisible();
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(7);
  for (let index = 0; index < count; index += 1) {
    await tabs.nth(index).click();
    await page.waitForTimeout(200);
    await saveScreenshot(page, `division-editor-${index + 1}`);
  }
});

test('a city district shows its polygon on the map', async ({ page }) => {
  const id = await firstId(page, 'city_districts');
  await signIn(page, 'administrator.god', `/edit/city_districts/${id}`);
  await expect(page.locator('.leaflet-container').first()).toBeVisible();
  await expect(page.locator('.leaflet-overlay-pane path').first()).toBeVisible();
  await page.locator('.leaflet-container').first().scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'city-district-map');
});
