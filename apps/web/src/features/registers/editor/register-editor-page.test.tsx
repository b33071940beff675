import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  type FakeRequest,
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../../app/test-kit.tsx';
import { useWorkspaceTabs } from '../../workspace-tabs/workspace-tabs-store.ts';

const ADMIN = fakeUser(['base', 'administrator_god']);
const ENGLISH = {
  code: 'en',
  name: 'English',
  native: 'English',
  rtl: false,
  createdAt: '2026-01-10T08:00:00.000Z',
  updatedAt: '2026-01-10T08:00:00.000Z',
  deletedAt: null,
};
const HRYVNIA = {
  code: 'UAH',
  numCode: '980',
  name: 'Ukrainian hryvnia',
  shortName: 'Hryvnia',
  symbol: '₴',
  translations: { pl: { name: 'Hrywna ukraińska', shortName: 'Hrywna' } },
  deletedAt: null,
};

beforeEach(() => {
  resetSession();
  signIn();
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

function editorApp(path: string, extra: FakeRoutes) {
  return renderApp(path, { routes: signedInRoutes(ADMIN, extra) });
}

function writes(requests: FakeRequest[]): FakeRequest[] {
  return requests.filter(
    (request) => ['POST', 'PUT', 'PATCH'].includes(request.method) && !request.url.startsWith('auth'),
  );
}

describe('generic editor', () => {
  it('shows a create-only field read-only on edit, and keeps Save disabled until something changes', async () => {
    const view = editorApp('/edit/languages/en', {
      'GET languages/en': { status: 200, data: ENGLISH },
      'PATCH languages/en': (request) => ({ status: 200, data: { ...ENGLISH, ...(request.data as object) } }),
    });
    const code = await screen.findByLabelText('Code');
    expect(code).toHaveValue('en');
    expect(code).toBeDisabled();
    const name = screen.getByLabelText('Name');
    expect(name).toBeEnabled();
    const save = screen.getByRole('button', { name: /Save/ });
    expect(save).toBeDisabled();

    await userEvent.type(name, 'X');
    expect(save).toBeEnabled();
    await userEvent.type(name, '{Backspace}');
    expect(save).toBeDisabled();

    await userEvent.clear(name);
    await userEvent.type(name, 'British English');
    await userEvent.click(save);
    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]).toMatchObject({
      method: 'PATCH',
      url: 'languages/en',
      data: { name: 'British English' },
    });
    expect(await screen.findByText('Changes saved')).toBeInTheDocument();
  });

  it('names the tab after the record, as the title does, not after the register', async () => {
    editorApp('/edit/languages/en', { 'GET languages/en': { status: 200, data: ENGLISH } });
    await screen.findByLabelText('Code');
    await waitFor(() =>
      expect(useWorkspaceTabs.getState().tabs.find((tab) => tab.key === 'languages.en')?.label).toEqual({
        kind: 'text',
        value: 'English',
      }),
    );
    expect(await screen.findByRole('tab', { name: 'English' })).toBeInTheDocument();
  });

  it('lets the code be written when creating, and posts the new record', { timeout: 60_000 }, async () => {
    const view = editorApp('/edit/languages/new', {
      'POST languages': (request) => ({ status: 201, data: { ...ENGLISH, ...(request.data as object) } }),
      'GET languages/eo': {
        status: 200,
        data: { ...ENGLISH, code: 'eo', name: 'Esperanto', native: 'Esperanto' },
      },
    });
    const code = await screen.findByLabelText('Code');
    expect(code).toBeEnabled();
    expect(screen.getByRole('button', { name: /Save/ })).toBeDisabled();
    await userEvent.type(code, 'eo');
    await userEvent.type(screen.getByLabelText('Name'), 'Esperanto');
    await userEvent.type(screen.getByLabelText('Native name'), 'Esperanto');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/edit/languages/eo'));
    expect(writes(view.requests)[0]).toMatchObject({
      method: 'POST',
      url: 'languages',
      data: { code: 'eo', name: 'Esperanto', native: 'Esperanto' },
    });
    // The "new" tab became the saved record's tab: no empty "new" tab is left behind.
    await waitFor(
      () =>
        expect(useWorkspaceTabs.getState().tabs.map((tab) => [tab.key, tab.label.value])).toEqual([
          ['languages.eo', 'Esperanto'],
        ]),
      { timeout: 5000 },
    );
    expect(useWorkspaceTabs.getState().activeKey).toBe('languages.eo');
    expect(await screen.findByRole('tab', { name: 'Esperanto' })).toBeInTheDocument();
  });

  it("names a new record's tab after its register", async () => {
    editorApp('/edit/languages/new', {});
    await screen.findByLabelText('Code');
    expect(await screen.findByRole('tab', { name: 'Languages · new' })).toBeInTheDocument();
  });

  it('checks fields with the register schema before saving', async () => {
    const view = editorApp('/edit/languages/en', { 'GET languages/en': { status: 200, data: ENGLISH } });
    const name = await screen.findByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'E');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Name must be at least 2 characters long')).toBeInTheDocument();
    expect(writes(view.requests)).toEqual([]);
  });

  it("shows the server's validation errors in the list and on the field", async () => {
    editorApp('/edit/languages/en', {
      'GET languages/en': { status: 200, data: ENGLISH },
      'PATCH languages/en': {
        status: 400,
        data: { code: 'VALIDATION', message: 'Request validation failed', errors: { native: 'string.max' } },
      },
    });
    await userEvent.type(await screen.findByLabelText('Native name'), 'ish');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The record was not saved')).toBeInTheDocument();
    expect(within(alert).getByText('native: “Englishish” is too long')).toBeInTheDocument();
    expect(await screen.findByText('Native name: “Englishish” is too long')).toBeInTheDocument();
  });

  it('says so on a conflict (409) and on a refusal (403)', async () => {
    let answer = { status: 409, data: { code: 'CONFLICT', message: 'Conflict' } };
    editorApp('/edit/languages/en', {
      'GET languages/en': { status: 200, data: ENGLISH },
      'PATCH languages/en': () => answer,
    });
    await userEvent.type(await screen.findByLabelText('Name'), 's');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText(/changed by someone else, or it already exists/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Reload/ })).toBeInTheDocument();

    answer = {
      status: 403,
      data: { code: 'FORBIDDEN', message: 'You do not have permission to access the resource' },
    };
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));
    expect(await screen.findByText('Your roles do not allow this change.')).toBeInTheDocument();
  });

  it('edits translations in English first; an empty short name falls back to the name', async () => {
    const view = editorApp('/edit/currencies/UAH', {
      'GET currencies/UAH': { status: 200, data: HRYVNIA },
      'PATCH currencies/UAH': (request) => ({
        status: 200,
        data: { ...HRYVNIA, ...(request.data as object) },
      }),
    });
    await screen.findByLabelText('Code');
    await userEvent.click(screen.getByRole('tab', { name: 'Translations' }));
    expect(screen.getByRole('radio', { name: 'EN' })).toBeChecked();

    await userEvent.click(screen.getByText('UK'));
    const name = screen.getByLabelText(/^Name \(/);
    await userEvent.type(name, 'Українська гривня');
    expect(screen.getByLabelText(/^Short name \(/)).toHaveAttribute('placeholder', 'Українська гривня');
    await userEvent.click(screen.getByRole('button', { name: /Save/ }));

    await waitFor(() => expect(writes(view.requests)).toHaveLength(1));
    expect(writes(view.requests)[0]?.data).toEqual({
      translations: {
        pl: { name: 'Hrywna ukraińska', shortName: 'Hrywna' },
        uk: { name: 'Українська гривня', shortName: 'Українська гривня' },
      },
    });
  });

  it('lists the record history, newest first', async () => {
    editorApp('/edit/languages/en', {
      'GET languages/en': { status: 200, data: ENGLISH },
      'GET languages/en/history': {
        status: 200,
        data: {
          items: [
            {
              id: 2,
              at: '2026-02-01T10:00:00.000Z',
              userLogin: 'administrator.god',
              action: 'update',
              before: { name: 'Englsh' },
              after: { name: 'English' },
            },
            {
              id: 1,
              at: '2026-01-10T08:00:00.000Z',
              userLogin: null,
              action: 'create',
              before: null,
              after: ENGLISH,
            },
          ],
          total: 2,
          last_page: 1,
        },
      },
    });
    await screen.findByLabelText('Code');
    await userEvent.click(screen.getByRole('button', { name: /History/ }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('administrator.god')).toBeInTheDocument();
    expect(within(drawer).getByText('changed')).toBeInTheDocument();
    expect(within(drawer).getByText(/Englsh → English/)).toBeInTheDocument();
    expect(within(drawer).getByText('created')).toBeInTheDocument();
  });

  it('refuses to create where the register does not allow it', async () => {
    editorApp('/edit/divisions/new', {});
    expect(
      await screen.findByText('Records of this register are not created in the console'),
    ).toBeInTheDocument();
  });
});
