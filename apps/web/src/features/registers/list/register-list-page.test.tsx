import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type FakeRoutes,
  fakeUser,
  renderApp,
  resetSession,
  signedInRoutes,
  signIn,
} from '../../../app/test-kit.tsx';
import { installQueryProbe, KOSOVO, listQueries, POLAND, page } from '../register-test-kit.tsx';

const ADMIN = fakeUser(['base', 'administrator_god']);
let removeProbe: () => void;

beforeEach(() => {
  resetSession();
  signIn();
  removeProbe = installQueryProbe();
});
afterEach(() => removeProbe());

function countriesApp(path: string, extra: FakeRoutes = {}) {
  return renderApp(path, {
    routes: signedInRoutes(ADMIN, {
      'GET countries': { status: 200, data: page([POLAND, KOSOVO], 2) },
      'GET regions': { status: 200, data: page([]) },
      ...extra,
    }),
  });
}

async function showFilters() {
  await userEvent.click(screen.getByRole('button', { name: /Show filters/ }));
}

describe('register list', () => {
  it("shows the definition's columns and the deletion mark on the key column", async () => {
    countriesApp('/countries');
    await screen.findByRole('heading', { level: 1, name: 'Countries' });
    const table = await screen.findByRole('table');
    // The selection column's header is named for a screen reader (no empty header, WCAG 1.3.1).
    for (const title of [
      'Selected row',
      'Code',
      'Name',
      'Calling code',
      'Currency',
      'Time zone',
      'Customs zone',
    ]) {
      expect(within(table).getByRole('columnheader', { name: title })).toBeInTheDocument();
    }
    const poland = (await within(table).findByText('Poland')).closest('tr') as HTMLElement;
    const kosovo = within(table).getByText('Kosovo').closest('tr') as HTMLElement;
    expect(within(kosovo).getByText('deleted')).toBeInTheDocument();
    expect(within(kosovo).getByRole('link', { name: 'XK' }).closest('.register-deleted')).not.toBeNull();
    expect(within(poland).queryByText('deleted')).not.toBeInTheDocument();
    expect(within(poland).getByRole('link', { name: 'PL' })).toHaveAttribute('href', '/edit/countries/PL');
  });

  it('shortens a UUID key to its first eight characters, the whole id on hover and in the link', async () => {
    const id = '3006aae0-354e-4efb-a232-c36a4568a283';
    renderApp('/production_calendar', {
      routes: signedInRoutes(ADMIN, {
        'GET production_calendar': {
          status: 200,
          data: page([{ id, countryCode: 'PL', date: '2026-12-25', weekday: false, holiday: true }], 1),
        },
      }),
    });
    const table = await screen.findByRole('table');
    const link = await within(table).findByRole('link', { name: '3006aae0' });
    expect(link).toHaveAttribute('href', expect.stringContaining(id));
    expect(within(link).getByTitle(id)).toBeInTheDocument();
    expect(within(table).queryByText(id)).not.toBeInTheDocument();
  });

  it('filters the production calendar by a single day, not a range (registers §2.3)', async () => {
    const view = renderApp('/production_calendar', {
      routes: signedInRoutes(ADMIN, {
        'GET production_calendar': {
          status: 200,
          data: page([{ id: 'd1', countryCode: 'PL', date: '2026-12-25', weekday: false, holiday: true }], 1),
        },
      }),
    });
    await screen.findByRole('table');
    await showFilters();
    expect(screen.queryByLabelText('Date from')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Date to')).not.toBeInTheDocument();
    const day = screen.getByLabelText('Date');
    // Enter takes the typed day and applies the panel.
    await userEvent.type(day, '25.12.2026{Enter}');
    await waitFor(() =>
      expect(listQueries(view.requests, 'production_calendar').at(-1)?.get('date')).toBe('2026-12-25'),
    );
    expect(listQueries(view.requests, 'production_calendar').at(-1)?.has('dateFrom')).toBe(false);
  });

  it('says "more than" when the server stopped counting, and offers the page after the bound', async () => {
    countriesApp('/countries', {
      'GET countries': {
        status: 200,
        data: { items: [POLAND, KOSOVO], total: 1000, last_page: 67, totalIsLowerBound: true },
      },
    });
    await screen.findByText('Poland');
    expect(screen.getByText('More than 1000 records')).toBeInTheDocument();
    expect(screen.getByText('1–15 of more than 1000')).toBeInTheDocument();
    expect(screen.getByTitle('67')).toBeInTheDocument();
  });

  it('asks for 15 rows of page 1 by default', async () => {
    const view = countriesApp('/countries');
    await screen.findByText('Poland');
    const [query] = listQueries(view.requests, 'countries');
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('15');
  });

  it('puts applied filters in the URL and sends them', async () => {
    const view = countriesApp('/countries');
    await screen.findByText('Poland');
    await showFilters();
    await userEvent.type(screen.getByLabelText('Name'), 'Pol');
    await userEvent.click(screen.getByRole('button', { name: /Apply filters/ }));

    await waitFor(() => expect(view.router.state.location.search).toBe('?name=Pol'));
    await waitFor(() => expect(listQueries(view.requests, 'countries').at(-1)?.get('name')).toBe('Pol'));
  });

  it('restores filters, deletion filter and page from the URL (a reload)', async () => {
    const view = countriesApp('/countries?name=Pol&deletionMark=false&codes[]=PL&codes[]=DE&page=2');
    await screen.findByText('Poland');
    await showFilters();
    expect(screen.getByLabelText('Name')).toHaveValue('Pol');
    expect(screen.getByRole('radio', { name: 'Not marked' })).toBeChecked();
    expect(screen.getByText('DE')).toBeInTheDocument();
    const query = listQueries(view.requests, 'countries').at(-1);
    expect(query?.get('name')).toBe('Pol');
    expect(query?.get('deletionMark')).toBe('false');
    expect(query?.getAll('codes[]')).toEqual(['PL', 'DE']);
    expect(query?.get('page')).toBe('2');
  });

  it('keeps the filter inputs folded away and shows the filters in force as tags', async () => {
    countriesApp('/countries?name=Pol&deletionMark=false&codes[]=PL&codes[]=DE');
    await screen.findByText('Poland');
    const toggle = screen.getByRole('button', { name: /Show filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: /Apply filters/ })).not.toBeInTheDocument();
    const tags = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual([
      'Codes: PL, DE',
      'Name: Pol',
      'Deletion mark: Not marked',
    ]);
    await userEvent.click(toggle);
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Apply filters/ })).toBeVisible();
  });

  it('clears a filter when its tag is closed', async () => {
    const view = countriesApp('/countries?name=Pol&codes[]=PL');
    await screen.findByText('Poland');
    await userEvent.click(screen.getByRole('button', { name: 'Remove the filter Name: Pol' }));
    await waitFor(() => expect(decodeURIComponent(view.router.state.location.search)).toBe('?codes[]=PL'));
    await waitFor(() => expect(listQueries(view.requests, 'countries').at(-1)?.has('name')).toBe(false));
    expect(screen.queryByRole('button', { name: 'Remove the filter Name: Pol' })).not.toBeInTheDocument();
  });

  it('refuses a language name of one letter before sending it', async () => {
    const view = renderApp('/languages', {
      routes: signedInRoutes(ADMIN, { 'GET languages': { status: 200, data: page([]) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Languages' });
    await waitFor(() => expect(listQueries(view.requests, 'languages')).toHaveLength(1));
    await showFilters();
    await userEvent.type(screen.getByLabelText('Name'), 'E');
    await userEvent.click(screen.getByRole('button', { name: /Apply filters/ }));

    expect(await screen.findByText('Name must be at least 3 characters long')).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
    expect(listQueries(view.requests, 'languages').every((query) => !query.has('name'))).toBe(true);
  });

  it('refuses 11 country codes from the URL and sends the list without them', async () => {
    const codes = ['PL', 'DE', 'FR', 'IT', 'ES', 'PT', 'NL', 'BE', 'LU', 'AT', 'CZ'];
    const view = countriesApp(`/countries?${codes.map((code) => `codes[]=${code}`).join('&')}&name=a`);
    expect(await screen.findByText('Codes can hold at most 10 items')).toBeInTheDocument();
    const query = listQueries(view.requests, 'countries').at(-1);
    expect(query?.has('codes[]')).toBe(false);
    expect(query?.get('name')).toBe('a');
    // Its tag says so, and the panel's badge counts only the filter the rows are filtered by.
    const tags = within(screen.getByRole('list', { name: 'Active filters' })).getAllByRole('listitem');
    expect(tags.map((tag) => tag.textContent)).toEqual(['Codes: PL, DE, FR +8 (not applied)', 'Name: a']);
    expect(screen.getByRole('button', { name: /Hide filters/ })).toHaveTextContent(/^Hide filters1$/);
  });

  it('says what shape a refused country code from the URL should have', async () => {
    const view = countriesApp('/countries?codes[]=P1&name=a');
    expect(await screen.findByText('Codes must be two capital letters')).toBeInTheDocument();
    expect(listQueries(view.requests, 'countries').at(-1)?.has('codes[]')).toBe(false);
  });

  it('opens the regions of the selected country with countryCodes[]', async () => {
    const view = countriesApp('/countries');
    // One label with or without a selected row (it used to read "Go to regions" / "Go to Regions").
    expect(await screen.findByRole('button', { name: /Go to regions/ })).toBeDisabled();
    await userEvent.click(await screen.findByText('Poland'));
    await userEvent.click(screen.getByRole('button', { name: /Go to regions/ }));

    await waitFor(() => expect(view.router.state.location.pathname).toBe('/regions'));
    expect(decodeURIComponent(view.router.state.location.search)).toBe('?countryCodes[]=PL');
    await waitFor(() =>
      expect(listQueries(view.requests, 'regions').at(-1)?.getAll('countryCodes[]')).toEqual(['PL']),
    );
  });

  it('marks the selected row deleted after confirmation', async () => {
    const view = countriesApp('/countries', {
      'DELETE countries/PL': { status: 200, data: { ...POLAND, deletedAt: '2026-04-01T09:00:00.000Z' } },
    });
    await userEvent.click(await screen.findByText('Poland'));
    await userEvent.click(screen.getByRole('button', { name: /Mark deleted/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Record PL gets the deletion mark/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark deleted' }));
    await waitFor(() =>
      expect(
        view.requests.some((request) => request.method === 'DELETE' && request.url === 'countries/PL'),
      ).toBe(true),
    );
  });

  it('follows the rights: no create or delete for a revision admin, create disabled where the register says so', async () => {
    renderApp('/countries', {
      routes: signedInRoutes(fakeUser(['base', 'revision_admin']), {
        'GET countries': { status: 200, data: page([POLAND]) },
      }),
    });
    await screen.findByText('Poland');
    expect(screen.getByRole('button', { name: /Create/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Mark deleted/ })).not.toBeInTheDocument();
  });

  it('disables create on divisions even for the chief administrator', async () => {
    renderApp('/divisions', {
      routes: signedInRoutes(ADMIN, { 'GET divisions': { status: 200, data: page([]) } }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Divisions' });
    expect(screen.getByRole('button', { name: /Create/ })).toBeDisabled();
  });
});

describe('CSV export from the list', () => {
  it('fetches every page of the filtered list and offers one file', async () => {
    const rows = Array.from({ length: 130 }, (_, index) => ({
      ...POLAND,
      code: `C${index}`,
      name: `Land ${index}`,
    }));
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:export';
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const view = renderApp('/countries?name=Land', {
      routes: signedInRoutes(ADMIN, {
        'GET countries': (request) => {
          const query = new URLSearchParams(String(request.headers['test-query'] ?? ''));
          const size = Number(query.get('limit'));
          const number = Number(query.get('page'));
          return {
            status: 200,
            data: page(
              rows.slice((number - 1) * size, number * size),
              rows.length,
              Math.ceil(rows.length / size),
            ),
          };
        },
      }),
    });
    await screen.findByText('Land 0');
    await userEvent.click(screen.getByRole('button', { name: /Export to CSV/ }));

    expect(await screen.findByText('Exported 130 rows')).toBeInTheDocument();
    const exportQueries = listQueries(view.requests, 'countries').filter(
      (query) => query.get('limit') === '100',
    );
    expect(exportQueries.map((query) => [query.get('page'), query.get('name')])).toEqual([
      ['1', 'Land'],
      ['2', 'Land'],
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    const text = await created[0]?.text();
    expect(text?.split('\r\n').filter(Boolean)).toHaveLength(131);
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});
