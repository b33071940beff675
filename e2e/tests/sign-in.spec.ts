import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from './support/console.ts';

const ROLES = [
  'base',
  'branch.employee',
  'branch.manager',
  'terminal.employee',
  'terminal.manager',
  'multi.country',
  'revision.admin',
  'administrator.god',
  'address.system.admin',
  'phone.code.admin',
  'division.part.admin',
  'condition.admin',
  'service.desk',
  'dispatch.manager',
  'courier',
  'broker',
  'quality.control',
  'contact.centre.operator',
  'pudo.manager',
  'address.delivery.admin',
  'operator',
];

test('every demo user signs in through the API', async ({ request }) => {
  for (const login of [...ROLES, 'no.access']) {
    const response = await request.post('/api/v1/auth/login', { data: { login, password: DEMO_PASSWORD } });
    expect(response.status(), login).toBe(200);
  }
});

test('every demo user signs in through the page and reaches home', async ({ page }) => {
  // About twenty sign-ins one after another: more than one test's usual minute on a loaded machine.
  test.setTimeout(180_000);
  // terminal.manager belongs to the language test, which runs beside this one and switches its language.
  for (const login of ROLES.filter((role) => role !== 'terminal.manager')) {
    await signIn(page, login);
    await expect(page.getByRole('heading', { name: /^Good (morning|afternoon|evening), / })).toBeVisible();
    await expect(page.getByText('You do not have permission')).toHaveCount(0);
    await page.evaluate(() => localStorage.clear());
  }
});

test('a wrong password shows the error and keeps the login', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Login', { exact: true }).fill('operator');
  await page.getByLabel('Password', { exact: true }).fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid login or password');
  await expect(page.getByLabel('Login', { exact: true })).toHaveValue('operator');
});

test('a refresh token works once', async ({ request }) => {
  const pair = await (
    await request.post('/api/v1/auth/login', { data: { login: 'operator', password: 'demo' } })
  ).json();
  const first = await request.post('/api/v1/auth/refresh', { data: { refreshToken: pair.refreshToken } });
  expect(first.status()).toBe(200);
  const again = await request.post('/api/v1/auth/refresh', { data: { refreshToken: pair.refreshToken } });
  expect(again.status()).toBe(401);
});
