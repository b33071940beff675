import { divisionUpdateSchema, WEEKDAYS } from '@console/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession, signIn } from '../../../app/test-kit.tsx';
import { DIVISION, itemOf, openEditor, saveButton, validationFailure, writes } from './editor-test-kit.ts';

const PATH = `divisions/${DIVISION.id}`;

beforeEach(() => {
  resetSession();
  signIn();
});

async function showSchedule() {
  await userEvent.click(await screen.findByText('Work schedule', { selector: '[role="tab"]' }));
}

async function sentBody(requests: Parameters<typeof writes>[0]) {
  await waitFor(() => expect(writes(requests)).toHaveLength(1));
  const body = writes(requests)[0]?.data as Record<string, unknown>;
  expect(divisionUpdateSchema.partial().safeParse(body).success).toBe(true);
  return body;
}

describe('work schedule input', () => {
  it('shows a row per weekday, closed days switched off, and keeps Save off until something changes', async () => {
    openEditor(PATH, DIVISION);
    await showSchedule();
    expect(screen.getByLabelText('Monday, From')).toHaveValue('08:00');
    expect(screen.getByLabelText('Monday, To')).toHaveValue('20:00');
    expect(screen.getByLabelText('Saturday, To')).toHaveValue('15:00');
    expect(screen.getByLabelText('Monday open')).toBeChecked();
    expect(screen.getByLabelText('Sunday open')).not.toBeChecked();
    expect(screen.getByLabelText('Wednesday open')).not.toBeChecked();
    expect(screen.getByLabelText('Sunday, From')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: 'Work schedule' })).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('takes a typed time and an order cutoff, and sends the schedule the update schema accepts', async () => {
    const view = openEditor(PATH, DIVISION);
    await showSchedule();
    const from = screen.getByLabelText('Monday, From');
    await userEvent.clear(from);
    await userEvent.type(from, '0930');
    expect(from).toHaveValue('09:30');
    await userEvent.type(screen.getByLabelText('Monday, Order cutoff'), '17:00');
    await userEvent.type(screen.getByLabelText('Monday, Time intervals'), '10:00-12:00,');
    expect(saveButton()).toBeEnabled();
    await userEvent.click(saveButton());

    expect(await sentBody(view.requests)).toEqual({
      workSchedule: {
        ...DIVISION.workSchedule,
        monday: { from: '09:30', to: '20:00', orderTo: '17:00', timeIntervals: ['10:00-12:00'] },
      },
    });
  });

  it('opens a closed day with the default hours and closes an open one as null', async () => {
    const view = openEditor(PATH, DIVISION);
    await showSchedule();
    await userEvent.click(screen.getByLabelText('Wednesday open'));
    expect(screen.getByLabelText('Wednesday, From')).toHaveValue('00:00');
    expect(screen.getByLabelText('Wednesday, Order cutoff')).toHaveValue('17:00');
    await userEvent.click(screen.getByLabelText('Wednesday open'));
    // Opened and closed again: nothing to save.
    expect(saveButton()).toBeDisabled();

    await userEvent.click(screen.getByLabelText('Tuesday open'));
    expect(screen.getByLabelText('Tuesday, From')).toBeDisabled();
    await userEvent.click(saveButton());
    // Wednesday, absent before, now says closed outright.
    expect(await sentBody(view.requests)).toEqual({
      workSchedule: { ...DIVISION.workSchedule, tuesday: null, wednesday: null },
    });
  });

  it('fills in the default schedule of registers §9', async () => {
    const view = openEditor(PATH, DIVISION);
    await showSchedule();
    await userEvent.click(screen.getByText('Fill with the default schedule'));
    for (const day of ['Monday', 'Sunday']) {
      expect(screen.getByLabelText(`${day}, From`)).toHaveValue('00:00');
      expect(screen.getByLabelText(`${day}, To`)).toHaveValue('23:59');
      expect(screen.getByLabelText(`${day}, Order cutoff`)).toHaveValue('17:00');
    }
    expect(screen.getByLabelText('Ignore non-working days')).toBeChecked();
    await userEvent.click(saveButton());
    const day = { from: '00:00', to: '23:59', orderTo: '17:00' };
    expect(await sentBody(view.requests)).toEqual({
      workSchedule: {
        ...Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day])),
        ignoreNonWorkingDays: true,
      },
    });
  });

  it('says beside the input when the day ends before it starts, and sends nothing', async () => {
    const view = openEditor(PATH, DIVISION);
    await showSchedule();
    const to = screen.getByLabelText('Monday, To');
    await userEvent.clear(to);
    await userEvent.type(to, '07:00');
    await userEvent.click(saveButton());
    expect(await within(itemOf(to)).findByText('To is earlier than allowed')).toBeInTheDocument();
    expect(writes(view.requests)).toEqual([]);
  });

  it("shows the server's error on a day's time beside that input", async () => {
    openEditor(PATH, DIVISION, validationFailure({ 'workSchedule.monday.from': 'string.pattern.base' }));
    await showSchedule();
    await userEvent.type(screen.getByLabelText('Schedule type'), 'standard');
    await userEvent.click(saveButton());
    const from = screen.getByLabelText('Monday, From');
    expect(await within(itemOf(from)).findByText(/^From: /)).toBeInTheDocument();
    expect(within(itemOf(screen.getByLabelText('Monday, To'))).queryByText(/^From: /)).toBeNull();
  });
});
