import type { Condition } from '@console/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerAt, fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../app/test-kit.tsx';
import { hotkeyOf } from './service-hotkeys.tsx';

const STORED: Condition = {
  id: '5b0c3c1e-8a43-4c1b-9a55-1f2b3c4d5e01',
  name: 'Heavy parcel to GB',
  type: 'Shipment',
  tree: {
    operator: 'AND',
    buds: [
      { property: 'actualWeight', operator: 'Greater', values: ['30'], propValue: null },
      { property: 'recipientCountryCode', operator: 'Equal', values: ['GB'], propValue: null },
    ],
    branches: [],
  },
  lockVersion: 3,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  deletedAt: null,
};

function routes(extra = {}) {
  return signedInRoutes(fakeUser(['base', 'condition_admin']), {
    ...answerAt('GET conditions/:id', [STORED.id], { status: 200, data: STORED }),
    'GET conditions-checks': { status: 404 },
    ...extra,
  });
}

beforeEach(() => {
  resetSession();
  signIn();
});

describe('the condition editor', () => {
  it('reads the tree as one sentence, keeps name and type fixed on edit and sends the tree with its lockVersion', async () => {
    let sent: unknown;
    renderApp(`/conditions/${STORED.id}`, {
      routes: routes({
        ...answerAt('PUT conditions/:id', [STORED.id], (request: { data: unknown }) => {
          sent = request.data;
          return { status: 200, data: { ...STORED, lockVersion: 4 } };
        }),
      }),
    });
    expect(await screen.findByTestId('condition-sentence')).toHaveTextContent(
      'actual weight, kg > 30 kg and recipient country = GB',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    const save = screen.getByRole('button', { name: 'Save' });
    // Nothing changed yet: save stays off (registers §2.1).
    expect(save).toBeDisabled();
    const values = screen.getAllByRole('textbox', { name: 'Values' })[0]!;
    fireEvent.change(values, { target: { value: '25' } });
    expect(screen.getByTestId('condition-sentence')).toHaveTextContent('actual weight, kg > 25 kg');
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(save);
    await waitFor(() => expect(sent).toBeDefined());
    expect(sent).toMatchObject({ lockVersion: 3, tree: { buds: [{ values: ['25'] }, { values: ['GB'] }] } });
    expect(sent).not.toHaveProperty('name');
  });

  it('duplicates a condition: its tree with an empty name and type to fill', async () => {
    renderApp(`/conditions/new?duplicate=${STORED.id}`, { routes: routes() });
    await waitFor(() =>
      expect(screen.getByTestId('condition-sentence')).toHaveTextContent('recipient country = GB'),
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    // Without a name and a type the copy cannot be saved.
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

describe('service hotkeys', () => {
  it('take Alt with the physical letter or digit, whatever the layout types', () => {
    expect(hotkeyOf({ altKey: true, ctrlKey: false, metaKey: false, code: 'KeyS' })).toBe('S');
    expect(hotkeyOf({ altKey: true, ctrlKey: false, metaKey: false, code: 'Digit7' })).toBe('7');
    expect(hotkeyOf({ altKey: false, ctrlKey: false, metaKey: false, code: 'KeyS' })).toBeNull();
    expect(hotkeyOf({ altKey: true, ctrlKey: true, metaKey: false, code: 'KeyS' })).toBeNull();
  });
});
