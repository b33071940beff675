import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUser, renderApp, resetSession, signedInRoutes, signIn } from '../../../app/test-kit.tsx';
import { useWorkspaceTabs } from '../../workspace-tabs/workspace-tabs-store.ts';

vi.setConfig({ testTimeout: 90_000 });
// The first render loads the editor's modules, slow on a busy machine.
const SLOW = { timeout: 45_000 };
const ADMIN = fakeUser(['base', 'administrator_god']);

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

async function createLanguage(answer: { status: number; data: unknown }) {
  const view = renderApp('/edit/languages/new', {
    routes: signedInRoutes(ADMIN, { 'POST languages': answer }),
  });
  await userEvent.type(await screen.findByLabelText('Code', {}, SLOW), 'en');
  await userEvent.type(screen.getByLabelText('Name'), 'English');
  await userEvent.type(screen.getByLabelText('Native name'), 'English');
  await userEvent.click(screen.getByRole('button', { name: /Save/ }));
  return view;
}

describe('a duplicate key on create', () => {
  it('is shown at the field it names, without "changed by someone else" or Reload', async () => {
    const view = await createLanguage({
      status: 409,
      data: {
        code: 'CONFLICT',
        message: 'A record with code en already exists in languages',
        errors: { code: 'any.unique' },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The record was not saved')).toBeInTheDocument();
    expect(await screen.findByText('Code “en” already exists')).toBeInTheDocument();
    expect(screen.queryByText(/changed by someone else/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reload/ })).not.toBeInTheDocument();
    expect(
      view.requests.filter((request) => request.method === 'GET' && request.url.startsWith('languages/')),
    ).toEqual([]);
  });

  it('offers no Reload for a conflict without a field: there is no stored record to read', async () => {
    await createLanguage({ status: 409, data: { code: 'CONFLICT', message: 'Conflict' } });
    expect(await screen.findByText(/changed by someone else/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Reload/ })).not.toBeInTheDocument();
  });
});
