import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { saveScreenshot, signIn } from './support/console.ts';

test('the service desk creates a record in the generic register editor, changes it, and the register holds each save', async ({
  page,
  request,
}) => {
  const desk = await apiAs(request, 'service.desk');
  const taken = new Set(
    (await desk.get<{ items: { code: string }[] }>('languages?limit=100')).items.map((row) => row.code),
  );
  // A code of its own: no other spec and no demo row uses the q… codes.
  const code = [...'abcdefghijklmnopqrstuvwxyz']
    .map((letter) => `q${letter}`)
    .find((candidate) => !taken.has(candidate));
  expect(code, 'a free q… language code').toBeDefined();

  await signIn(page, 'service.desk', '/edit/languages/new');
  await page.getByLabel('Code').fill(code!);
  await page.getByLabel('Name', { exact: true }).fill('Testish');
  await page.getByLabel('Native name').fill('Testisch');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/languages/${code}$`));
  expect(await desk.get(`languages/${code}`)).toMatchObject({ code, name: 'Testish', native: 'Testisch' });

  // The code is fixed once created; the name is changed and saved again.
  await expect(page.getByLabel('Code')).toBeDisabled();
  await page.getByLabel('Name', { exact: true }).fill('Testese');
  await page.getByRole('button', { name: /Save/ }).click();
  await expect.poll(async () => (await desk.get<{ name: string }>(`languages/${code}`)).name).toBe('Testese');
  await saveScreenshot(page, 'register-editor-saved');

  // The register's list finds it by its code, with the new name.
  await page.goto(`/languages?codes[]=${code}`);
  const rows = page.locator('.register-list .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Testese');
});
