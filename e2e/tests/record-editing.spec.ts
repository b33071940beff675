import { expect, test } from '@playwright/test';
import { apiAs } from './support/api.ts';
import { phoneContextOptions, signIn } from './support/console.ts';
import { ownDay } from './support/days.ts';

/**
 * Work records changed on their own screens (issue 31): a task, a problem parcel, a staff
 * check-in. Each test makes its record through the API and reads back what the screen saved.
 */

test('a dispatcher edits a task’s window, owner document and note on its screen', async ({
  page,
  request,
}) => {
  const dispatcher = await apiAs(request, 'dispatch.manager');
  const me = await dispatcher.get<{ division: { id: string } }>('users/me');
  const stamp = Date.now().toString(36).toUpperCase();
  // A day of this spec's own (2600+ days ahead), so no route building of another spec takes it.
  const task = await dispatcher.post<{ id: string; lockVersion: number }>('tasks', {
    type: 'ClientAddress',
    divisionId: me.division.id,
    ownerDocumentNumber: `EDIT-${stamp}`,
    address: { string: 'ul. Prosta 51, Warszawa', latitude: 52.2319, longitude: 20.9855 },
    day: ownDay(2600),
    timeFrom: '10:00',
    timeTo: '12:00',
    weightKg: 2,
  });

  await signIn(page, 'dispatch.manager', `/tasks/${task.id}`);
  // edit_task opens the form of the task's own type.
  await expect(page).toHaveURL(new RegExp(`/tasks/client_address/${task.id}$`));
  const details = page.locator('.ant-card').filter({ has: page.getByText('Details', { exact: true }) });
  await expect(details.getByLabel('Owner document number')).toHaveValue(`EDIT-${stamp}`);
  await details.getByLabel('Owner document number').fill(`EDITED-${stamp}`);
  await details.getByLabel('From', { exact: true }).fill('13:30');
  await details.getByLabel('To', { exact: true }).fill('15:00');
  await details.getByLabel('Note', { exact: true }).fill(`Ring twice ${stamp}`);
  await details.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-message-notice').filter({ hasText: 'Task saved' })).toBeVisible();

  await expect
    .poll(async () => dispatcher.get<Record<string, unknown>>(`tasks/${task.id}`))
    .toMatchObject({
      ownerDocumentNumber: `EDITED-${stamp}`,
      timeFrom: '13:30',
      timeTo: '15:00',
      note: `Ring twice ${stamp}`,
      lockVersion: task.lockVersion + 1,
    });
  await page.reload();
  await expect(page.getByText('13:30–15:00')).toBeVisible();
});

test('a problem parcel gets a note and moves to In progress on its screen', async ({ page, request }) => {
  const admin = await apiAs(request, 'administrator.god');
  const stamp = Date.now().toString(36).toUpperCase();
  const barcode = `E2E-${stamp}`;
  const problem = await admin.post<{ id: string; number: string; status: string }>('problem-parcels', {
    type: 'UnknownCargo',
    parcelNumbers: [barcode],
    note: 'Found on the belt without a label',
  });
  expect(problem.status).toBe('Open');

  await signIn(page, 'administrator.god', `/problem_parcels/${problem.id}`);
  await expect(page.getByTestId('problem-status')).toHaveText('Open');
  const noteText = `Sender called back ${stamp}`;
  await page.getByLabel('What was found, who was asked…').fill(noteText);
  await page.getByTestId('problem-add-note').click();
  await expect(page.getByTestId('problem-notes')).toContainText(noteText);

  await page.getByRole('combobox', { name: 'Change status' }).click();
  const option = page.locator('.ant-select-item-option').filter({ hasText: 'In progress' });
  await expect(option).toBeVisible();
  await option.click();
  await page.getByLabel('Status note', { exact: true }).fill(`Looking for the owner ${stamp}`);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByTestId('problem-status')).toHaveText('In progress');

  const saved = await admin.get<{
    status: string;
    statusNote: string | null;
    note: { text: string; author: string }[];
    statuses: { status: string; statusNote: string | null }[];
  }>(`problem-parcels/${problem.id}`);
  expect(saved.status).toBe('InProgress');
  expect(saved.statusNote).toBe(`Looking for the owner ${stamp}`);
  expect(saved.note.map((entry) => entry.text)).toContain(noteText);
  expect(saved.statuses.map((entry) => entry.status)).toContain('InProgress');
  // A reload shows what was saved, not what the page held.
  await page.reload();
  await expect(page.getByTestId('problem-status')).toHaveText('In progress');
  await expect(page.getByTestId('problem-notes')).toContainText(noteText);
});

test('an employee checks in with their badge on the staff check-in page of the mobile app', async ({
  browser,
  request,
}) => {
  const admin = await apiAs(request, 'administrator.god');
  const clerk = await apiAs(request, 'operator');
  const me = await clerk.get<{ division: { id: string } }>('users/me');
  const stamp = Date.now().toString(36).toUpperCase();
  // An employee of this test at the operator's branch, so nobody else checks them in today.
  const badge = `E2E${stamp}`;
  await admin.post('staffs', {
    mdmId: badge,
    lastName: 'Badgetest',
    firstName: stamp,
    divisionId: me.division.id,
    countryCode: 'PL',
    status: 'Working',
  });

  const context = await browser.newContext(phoneContextOptions());
  try {
    const phone = await context.newPage();
    await signIn(phone, 'operator', '/staff_fixation_mobile_app?consumer=mobile_app');
    await phone.goto('/staff_fixation_mobile_app?consumer=mobile_app');
    await expect(phone.getByRole('heading', { name: 'Staff check-in' })).toBeVisible();
    // The badge typed as the scanner's keyboard would: lower case is read as the badge's upper case.
    await phone.getByTestId('fixation-input').fill(badge.toLowerCase());
    await phone.getByTestId('fixation-input').press('Enter');
    await expect(phone.getByTestId('fixation-result')).toContainText(`Badgetest ${stamp} checked in`);
    await expect(phone.getByTestId('fixation-error')).toHaveCount(0);
    const today = phone.locator('.ant-card').filter({ hasText: 'Today at this division' });
    await expect(today.locator('.ant-list-item').filter({ hasText: `Badgetest ${stamp}` })).toContainText(
      'In',
    );
  } finally {
    await context.close();
  }

  const fixations = (
    await clerk.get<{ items: { mdmId: string; kind: string; divisionId: string; fixedByUser: string }[] }>(
      'staff-fixations',
    )
  ).items.filter((fixation) => fixation.mdmId === badge);
  expect(fixations).toEqual([
    expect.objectContaining({ kind: 'arrival', divisionId: me.division.id, fixedByUser: 'operator' }),
  ]);
});
