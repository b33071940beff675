import { expect, test } from '@playwright/test';
import { signIn } from './support/console.ts';

test('switching to Ukrainian and to a right-to-left language re-renders the whole console', async ({
  page,
}) => {
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
});
