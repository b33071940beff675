import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { signIn } from './support/console.ts';

test('switching to Ukrainian and to a right-to-left language re-renders the whole console', async ({
  page,
  request,
}) => {
  // The switch offers only languages the console has texts in: give Arabic (right-to-left) one text
  // through the translations register first. A rerun finds it already there (409).
  const admin = await apiAs(request, 'administrator.god');
  const created = await request.post('/api/v1/translations', {
    headers: admin.headers,
    data: { languageCode: 'ar', namespace: 'common', key: 'settings.title', value: 'الإعدادات' },
  });
  expect([200, 201, 409], await created.text()).toContain(created.status());

  // A user of its own: the language it saves must not leak into the other tests.
  await signIn(page, 'terminal.manager', '/settings');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  const language = page.getByRole('combobox', { name: 'Interface language' }).first();
  await language.click();
  await language.fill('ukr');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Налаштування' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

  // Survives a reload: the choice is saved in the user's settings.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Налаштування' })).toBeVisible();

  const switcher = page.getByRole('combobox', { name: 'Мова інтерфейсу' }).first();
  await switcher.click();
  await switcher.fill('arab');
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.ant-layout').first()).toHaveCSS('direction', 'rtl');

  // Back to English, so that signing in as this user elsewhere reads as usual.
  const user = await apiAs(request, 'terminal.manager');
  const settings = await user.get<Record<string, unknown>>('users/settings');
  await user.post('users/settings', { ...settings, interfaceLanguage: 'en' });
});
