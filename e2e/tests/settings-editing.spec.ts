import { expect, type Page, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { signIn } from './support/console.ts';

/**
 * Settings registers edited on their own screens (issue 31): each test makes the record it edits
 * through the API, where no other spec looks (another country than the demo's Poland, a namespace
 * of its own), changes it on the screen and reads the saved record back.
 */

type Api = Awaited<ReturnType<typeof apiAs>>;
interface Listed<T> {
  items: T[];
}

/** Saves the generic editor and waits for its "Changes saved". */
async function save(page: Page) {
  await page.getByRole('button', { name: /Save/ }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Changes saved' })).toBeVisible();
}

/** A division of `country` that has no route-optimisation settings yet. */
async function divisionWithoutSettings(api: Api, country: string) {
  const taken = new Set(
    (await api.get<Listed<{ divisionId: string }>>('route_optimization?limit=100')).items.map(
      (row) => row.divisionId,
    ),
  );
  const divisions = (
    await api.get<Listed<{ id: string; countryCode: string }>>(
      `divisions?countryCodes[]=${country}&limit=100`,
    )
  ).items.filter((division) => !taken.has(division.id));
  expect(divisions.length, `a ${country} division without route settings`).toBeGreaterThan(0);
  return divisions[Math.floor(Math.random() * divisions.length)]!;
}

test('route-optimisation settings changed on their screen are saved', async ({ page, request }) => {
  const admin = await apiAs(request, 'administrator.god');
  const division = await divisionWithoutSettings(admin, 'DE');
  const created = await admin.post<{ id: string }>('route_optimization', {
    countryCode: division.countryCode,
    divisionId: division.id,
    loadCarTime: 15,
    clientCallTime: 5,
    lunchTimeFrom: '12:00',
    lunchTimeTo: '13:30',
    workShiftEndTime: '19:00',
    unorderedIntervalTime: 15,
    pickupsTime: [{ weight: 0, time: 1 }],
    deliveriesTime: [{ weight: 0, time: 2 }],
  });

  await signIn(page, 'administrator.god', `/route_optimization/${created.id}`);
  const loadCar = page.getByLabel('Load car time, min');
  await expect(loadCar).toHaveValue('15');
  await loadCar.fill('25');
  await page.getByLabel('Client call time, min').fill('7');
  await page.getByLabel('Unordered interval time, min').fill('30');
  await save(page);

  await expect
    .poll(async () => admin.get<Record<string, unknown>>(`route_optimization/${created.id}`))
    .toMatchObject({ loadCarTime: 25, clientCallTime: 7, unorderedIntervalTime: 30, lunchTimeFrom: '12:00' });
  await page.reload();
  await expect(page.getByLabel('Load car time, min')).toHaveValue('25');
});

test('a time interval’s weekday windows changed on its screen are saved', async ({ page, request }) => {
  const admin = await apiAs(request, 'administrator.god');
  const created = await admin.post<{ id: string }>('time-intervals', {
    countryCode: 'DE',
    type: 'Delivery',
    deliveryPartner: 'DHL',
    monday: '09:00-17:00',
    tuesday: '09:00-17:00',
  });

  await signIn(page, 'administrator.god', `/time_intervals/${created.id}`);
  const monday = page.getByLabel('Monday', { exact: true });
  await expect(monday).toHaveValue('09:00-17:00');
  await monday.fill('10:00-14:00');
  await page.getByLabel('Saturday', { exact: true }).fill('ALL_DAY');
  await save(page);

  await expect
    .poll(async () => admin.get<Record<string, unknown>>(`time-intervals/${created.id}`))
    .toMatchObject({ monday: '10:00-14:00', tuesday: '09:00-17:00', saturday: 'ALL_DAY' });
  await page.reload();
  await expect(page.getByLabel('Monday', { exact: true })).toHaveValue('10:00-14:00');
});

test('a day of the production calendar is marked a holiday', async ({ page, request }) => {
  const admin = await apiAs(request, 'administrator.god');
  // A German working day: no spec plans visits or pickups in Germany.
  const days = (
    await admin.get<Listed<{ id: string; date: string; weekday: boolean; holiday: boolean }>>(
      'production_calendar?countryCodes[]=DE&weekday=true&holiday=false&limit=100',
    )
  ).items;
  expect(days.length, 'German working days in the calendar').toBeGreaterThan(0);
  const day = days[Math.floor(Math.random() * days.length)]!;

  await signIn(page, 'administrator.god', `/edit/production_calendar/${encodeURIComponent(day.id)}`);
  const holiday = page.getByRole('switch', { name: 'Holiday' });
  await expect(holiday).not.toBeChecked();
  await holiday.click();
  await expect(holiday).toBeChecked();
  await save(page);

  await expect
    .poll(async () => admin.get<Record<string, unknown>>(`production_calendar/${encodeURIComponent(day.id)}`))
    .toMatchObject({ date: day.date, weekday: true, holiday: true });
  // The work calendar the visit and pickup screens read no longer offers the day.
  const calendar = await admin.get<{ items: { date: string; working: boolean }[] }>(
    `work-calendar?countryCode=DE&dateFrom=${day.date}&dateTo=${day.date}`,
  );
  expect(calendar.items).toEqual([expect.objectContaining({ date: day.date, working: false })]);
});

test('a translation’s text changed on its screen is saved', async ({ page, request }) => {
  const desk = await apiAs(request, 'service.desk');
  const key = `e2e.settings.${Date.now().toString(36)}`;
  const created = await desk.post<{ id: string }>('translations', {
    languageCode: 'en',
    namespace: 'e2e',
    key,
    value: 'Before',
  });

  await signIn(page, 'service.desk', `/translations/${created.id}`);
  const value = page.getByRole('textbox', { name: 'Text' });
  await expect(value).toHaveValue('Before');
  await value.fill('After the edit');
  await save(page);

  await expect
    .poll(async () => (await desk.get<{ value: string }>(`translations/${created.id}`)).value)
    .toBe('After the edit');
  await page.goto(`/translations?key=${key}`);
  const rows = page.locator('.register-list .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('After the edit');
});

test('an employee’s position and department changed in the staff register are saved', async ({
  page,
  request,
}) => {
  const admin = await apiAs(request, 'administrator.god');
  const stamp = Date.now().toString(36).toUpperCase();
  const mdmId = `E2ES${stamp}`;
  await admin.post('staffs', {
    mdmId,
    lastName: 'Registertest',
    firstName: stamp,
    positionName: 'Clerk',
    countryCode: 'PL',
    status: 'Working',
  });

  await signIn(page, 'administrator.god', `/edit/staffs/${mdmId}`);
  const position = page.getByLabel('Position', { exact: true });
  await expect(position).toHaveValue('Clerk');
  await position.fill('Senior clerk');
  await page.getByLabel('Department', { exact: true }).fill(`Sorting ${stamp}`);
  await save(page);

  await expect
    .poll(async () => admin.get<Record<string, unknown>>(`staffs/${mdmId}`))
    .toMatchObject({
      positionName: 'Senior clerk',
      department: `Sorting ${stamp}`,
      lastName: 'Registertest',
    });
  await page.goto(`/staffs?mdmIds[]=${mdmId}`);
  const rows = page.locator('.register-list .ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Senior clerk');
});
