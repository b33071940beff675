import { divisionUpdateSchema } from '@console/domain';
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

async function showTab(name: string) {
  await userEvent.click(await screen.findByText(name, { selector: '[role="tab"]' }));
}

/** The sender's or the recipient's block of limits. */
function side(name: 'Sender' | 'Recipient'): HTMLElement {
  const block = screen.getByText(name, { selector: 'legend' }).closest('fieldset');
  if (!block) throw new Error(name);
  return block;
}

describe('limitations input', () => {
  it('shows the stored mm and g in cm and kg, an unset limit empty', async () => {
    openEditor(PATH, DIVISION);
    await showTab('Limitations');
    const sender = within(side('Sender'));
    expect(sender.getByLabelText('Max weight of a place')).toHaveValue('30');
    expect(sender.getByLabelText('Max length of a place')).toHaveValue('120');
    expect(sender.getByLabelText('Max width of a place')).toHaveValue('');
    expect(within(side('Recipient')).getByLabelText('Max weight of a place')).toHaveValue('');
    expect(screen.getByLabelText('Girth formula')).toHaveValue('L+2W+2H');
    expect(saveButton()).toBeDisabled();
  });

  it('sends what was typed in cm and kg as mm and g, and an emptied limit as null', async () => {
    const view = openEditor(PATH, DIVISION);
    await showTab('Limitations');
    const sender = within(side('Sender'));
    await userEvent.clear(sender.getByLabelText('Max length of a place'));
    expect(saveButton()).toBeEnabled();
    await userEvent.type(within(side('Recipient')).getByLabelText('Max weight of a place'), '2.5');
    await userEvent.type(within(side('Recipient')).getByLabelText('Max height of a place'), '40.5');
    await userEvent.type(screen.getByLabelText('Max declared cost of a place'), '5000');
    await userEvent.click(saveButton());

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    const body = writes(view.requests)[0]?.data;
    expect(body).toEqual({
      limitations: {
        sender: { maxWeight: 30_000, maxLength: null },
        recipient: { maxWeight: 2_500, maxHeight: 405 },
        girthFormula: 'L+2W+2H',
        maxDeclaredCostPlace: 5000,
      },
    });
    expect(divisionUpdateSchema.partial().safeParse(body).success).toBe(true);
  });

  it('goes back to no change when a value is typed back', async () => {
    openEditor(PATH, DIVISION);
    await showTab('Limitations');
    const weight = within(side('Sender')).getByLabelText('Max weight of a place');
    await userEvent.clear(weight);
    expect(saveButton()).toBeEnabled();
    await userEvent.type(weight, '30');
    expect(saveButton()).toBeDisabled();
  });

  it("shows the server's error on the sender's weight beside it, in kg", async () => {
    openEditor(PATH, DIVISION, validationFailure({ 'limitations.sender.maxWeight': 'number.max' }));
    await showTab('Limitations');
    const weight = within(side('Sender')).getByLabelText('Max weight of a place');
    await userEvent.clear(weight);
    await userEvent.type(weight, '45');
    await userEvent.click(saveButton());
    expect(
      await within(itemOf(weight)).findByText('Max weight of a place: 45 is above the allowed maximum'),
    ).toBeInTheDocument();
    const recipientWeight = within(side('Recipient')).getByLabelText('Max weight of a place');
    expect(within(itemOf(recipientWeight)).queryByText(/allowed maximum/)).toBeNull();
  });
});

describe('attributes input', () => {
  it('switches check-in on and sends the attributes object', async () => {
    const view = openEditor(PATH, DIVISION);
    await showTab('Attributes');
    const checkin = screen.getByLabelText('Check-in required');
    expect(checkin).not.toBeChecked();
    await userEvent.click(checkin);
    await userEvent.click(saveButton());
    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]?.data).toEqual({ attributes: { needCheckin: true } });
  });
});
