import type { RouteName } from '@console/domain';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Modal } from 'antd';
import i18next, { type i18n as I18n } from 'i18next';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, useParams } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pageStorageKey, readPageData, writePageData } from './page-storage.ts';
import { tabLabelFor } from './tab-keys.ts';
import { planClose } from './tab-rules.ts';
import { useUnsavedChangesGuard } from './unsaved-changes.ts';
import { useSyncTabWithRoute } from './use-sync-tab-with-route.ts';
import { WorkspaceTabBar } from './workspace-tab-bar.tsx';
import { useWorkspaceTabs } from './workspace-tabs-store.ts';

let i18n: I18n;

beforeAll(async () => {
  i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: {
      en: {
        common: {
          routes: {
            countries: 'Countries',
            regions: 'Regions',
            streets: 'Streets',
            visit: 'Visit',
            employee_workplace: 'Workplace',
            time_intervals_edit: 'Time interval',
          },
          tabs: {
            open_pages: 'Open pages',
            close: 'Close',
            close_others: 'Close other tabs',
            close_right: 'Close tabs to the right',
            close_all: 'Close all tabs',
            unsaved_changes_title: 'Unsaved changes',
            unsaved_changes_content: 'Changes in {{tabs}} are not saved. Close anyway?',
            unsaved_changes_ok: 'Close without saving',
            unsaved_changes_cancel: 'Keep editing',
          },
        },
      },
    },
  });
});

function Page({ routeName }: { routeName: RouteName }) {
  const params = useParams();
  useSyncTabWithRoute(routeName, params);
  return <p>page {routeName}</p>;
}

/** A visit page whose number arrives after the page opened, as from a query. */
function VisitPage() {
  const params = useParams();
  const [number, setNumber] = useState<string>();
  useSyncTabWithRoute('visit', params, number ? tabLabelFor('visit', params, { number }) : undefined);
  return (
    <button type="button" onClick={() => setNumber(`V-000${params.id}`)}>
      load visit
    </button>
  );
}

function TimeIntervalPage() {
  const params = useParams();
  const key = useSyncTabWithRoute('time_intervals_edit', params);
  const [dirty, setDirty] = useState(false);
  useUnsavedChangesGuard(key ?? '', dirty);
  return (
    <button type="button" onClick={() => setDirty(true)}>
      edit interval
    </button>
  );
}

function Layout() {
  const location = useLocation();
  return (
    <>
      <WorkspaceTabBar />
      <output aria-label="location">{`${location.pathname}${location.search}`}</output>
      <Outlet />
    </>
  );
}

function renderConsole(initialPath = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/', element: <Page routeName="home" /> },
          { path: '/countries', element: <Page routeName="countries" /> },
          { path: '/regions', element: <Page routeName="regions" /> },
          { path: '/streets', element: <Page routeName="streets" /> },
          { path: '/visits/:id', element: <VisitPage /> },
          { path: '/employee_workplace', element: <Page routeName="employee_workplace" /> },
          { path: '/time_intervals/:id', element: <TimeIntervalPage /> },
        ],
      },
    ],
    { initialEntries: [initialPath] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>,
  );
  const go = async (path: string) => {
    await act(() => router.navigate(path));
  };
  return { router, go };
}

const location = () => screen.getByRole('status', { name: 'location' }).textContent;
/** The tab's own text; the focused tab also holds a hidden 'Tab n of m' announcement. */
const tabNames = () =>
  screen.queryAllByRole('tab').map((tab) => {
    const copy = tab.cloneNode(true) as HTMLElement;
    for (const live of copy.querySelectorAll('[aria-live]')) live.remove();
    return copy.textContent;
  });
const tabsState = () => useWorkspaceTabs.getState();

/** The mouse's close button beside a tab: out of the accessibility tree, so found among hidden ones. */
const closeButtonOf = (label: string) =>
  within(screen.getByRole('tab', { name: label }).parentElement!).getByRole('button', { hidden: true });

async function openContextMenu(label: string) {
  fireEvent.contextMenu(screen.getByRole('tab', { name: label }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

afterEach(() => {
  // Static confirm dialogs live outside the rendered tree.
  Modal.destroyAll();
});

/** The newest confirm dialog; a dismissed one stays in jsdom while its closing animation never ends. */
async function confirmDialog() {
  const dialogs = await screen.findAllByRole('dialog');
  return dialogs[dialogs.length - 1]!;
}

describe('WorkspaceTabBar', () => {
  it('shows a tab per visited page, keyed by route and parameters, and switches between them', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions?countryCodes[]=PL');
    await go('/countries');
    expect(tabNames()).toEqual(['Countries', 'Regions']);
    expect(screen.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(screen.getByRole('tab', { name: 'Regions' }));
    expect(location()).toBe('/regions?countryCodes[]=PL');
    expect(tabsState().activeKey).toBe('regions');
  });

  it("labels a visit tab with the visit's number once it is loaded", async () => {
    const { go } = renderConsole('/visits/7');
    expect(tabNames()).toEqual(['Visit']);
    await userEvent.click(screen.getByRole('button', { name: 'load visit' }));
    expect(tabNames()).toEqual(['V-0007']);
    await go('/countries');
    await go('/visits/7');
    expect(tabNames()).toEqual(['V-0007', 'Countries']);
  });

  it('does not reopen a closed tab when its page, still shown, updates its label', async () => {
    renderConsole('/visits/7');
    const { tabs, activeKey, applyClose } = tabsState();
    act(() => applyClose(planClose(tabs, activeKey, { type: 'close', key: 'visit.7' })));
    await userEvent.click(screen.getByRole('button', { name: 'load visit' }));
    expect(tabsState().tabs).toEqual([]);
  });

  it('shows no tab as active on home', async () => {
    const { go } = renderConsole('/countries');
    await go('/');
    expect(screen.getByRole('tab', { name: 'Countries' })).toHaveAttribute('aria-selected', 'false');
    expect(tabsState().activeKey).toBeNull();
  });

  it('closing the active tab opens the next tab, else the previous, else home', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    await go('/streets');
    await go('/regions');

    await userEvent.click(closeButtonOf('Regions'));
    await waitFor(() => expect(location()).toBe('/streets'));
    expect(tabNames()).toEqual(['Countries', 'Streets']);

    await userEvent.click(closeButtonOf('Streets'));
    await waitFor(() => expect(location()).toBe('/countries'));

    await userEvent.click(closeButtonOf('Countries'));
    await waitFor(() => expect(location()).toBe('/'));
    expect(tabNames()).toEqual([]);
  });

  it('offers close, close other tabs, close right tabs and close all in the context menu', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    await go('/streets');

    const menu = await openContextMenu('Streets');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Close',
      'Close other tabs',
      'Close tabs to the right',
      'Close all tabs',
    ]);
    // Nothing is right of the last tab.
    expect(items[2]).toHaveAttribute('aria-disabled', 'true');
  });

  it('close other tabs keeps the chosen tab and shows it', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    await go('/streets');

    const menu = await openContextMenu('Regions');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close other tabs' }));
    await waitFor(() => expect(tabNames()).toEqual(['Regions']));
    expect(location()).toBe('/regions');
  });

  it('close right tabs keeps the chosen tab and those left of it', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    await go('/streets');

    const menu = await openContextMenu('Countries');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close tabs to the right' }));
    await waitFor(() => expect(tabNames()).toEqual(['Countries']));
    expect(location()).toBe('/countries');
  });

  it('close all tabs goes home', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');

    const menu = await openContextMenu('Countries');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close all tabs' }));
    await waitFor(() => expect(location()).toBe('/'));
    expect(tabNames()).toEqual([]);
  });

  it('closing the employee workplace closes the visits opened from it and clears their data', async () => {
    const { go } = renderConsole('/countries');
    await go('/employee_workplace');
    await go('/visits/1');
    writePageData('visit.1', { documents: ['SH00AA0000000001'] });
    await go('/employee_workplace');
    await go('/visits/2');
    await go('/countries');
    expect(tabNames()).toEqual(['Countries', 'Workplace', 'Visit', 'Visit']);

    const menu = await openContextMenu('Workplace');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(tabNames()).toEqual(['Countries']));
    expect(location()).toBe('/countries');
    expect(localStorage.getItem(pageStorageKey('visit.1'))).toBeNull();
  });

  it('clears the stored data of a closed visit', async () => {
    const { go } = renderConsole('/visits/1');
    writePageData('visit.1', { note: 'fragile' });
    writePageData('visit.12', { note: 'keep' });
    await go('/countries');

    const menu = await openContextMenu('Visit');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Close' }));
    await waitFor(() => expect(tabNames()).toEqual(['Countries']));
    expect(readPageData('visit.1')).toBeUndefined();
    expect(readPageData('visit.12')).toEqual({ note: 'keep' });
  });

  it('asks before closing a time-interval page with unsaved changes', async () => {
    const { go } = renderConsole('/countries');
    await go('/time_intervals/4');
    await userEvent.click(screen.getByRole('button', { name: 'edit interval' }));

    const close = () => closeButtonOf('Time interval');
    await userEvent.click(close());
    const dialog = await confirmDialog();
    expect(dialog).toHaveTextContent('Unsaved changes');
    expect(dialog).toHaveTextContent('Changes in Time interval are not saved. Close anyway?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(tabNames()).toEqual(['Countries', 'Time interval']);
    expect(location()).toBe('/time_intervals/4');

    await userEvent.click(close());
    // The dialog's module loads on demand: wait for the new dialog, not the closing one.
    const again = await waitFor(async () => {
      const latest = await confirmDialog();
      expect(latest).not.toBe(dialog);
      return latest;
    });
    await userEvent.click(within(again).getByRole('button', { name: 'Close without saving' }));
    await waitFor(() => expect(location()).toBe('/countries'));
    expect(tabNames()).toEqual(['Countries']);
  });

  it('closes a time-interval page without changes at once', async () => {
    const { go } = renderConsole('/countries');
    await go('/time_intervals/4');
    const dialogsBefore = screen.queryAllByRole('dialog').length;
    await userEvent.click(closeButtonOf('Time interval'));
    await waitFor(() => expect(location()).toBe('/countries'));
    expect(screen.queryAllByRole('dialog')).toHaveLength(dialogsBefore);
  });

  it('closes the focused tab with Delete', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    const regions = screen.getByRole('tab', { name: 'Regions' });
    act(() => regions.focus());
    fireEvent.keyDown(regions, { key: 'Delete', code: 'Delete' });
    await waitFor(() => expect(tabNames()).toEqual(['Countries']));
    expect(location()).toBe('/countries');
  });

  it('holds only tabs in its tablist, inside a labelled navigation landmark (axe aria-required-children)', async () => {
    const { go } = renderConsole('/countries');
    await go('/regions');
    const landmark = screen.getByRole('navigation', { name: 'Open pages' });
    const tablist = within(landmark).getByRole('tablist');
    // What a screen reader meets in the tablist besides the tabs: elements with a role, or focusable.
    const others = [...tablist.querySelectorAll('[role], button, a[href], input, [tabindex]')].filter(
      (element) => element.closest('[role=tab]') === null && element.closest('[aria-hidden=true]') === null,
    );
    expect(others).toEqual([]);
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.getAttribute('aria-selected')),
    ).toEqual(['false', 'true']);
    // The close buttons are the mouse's: out of the tab order (Delete and the context menu close by keyboard).
    for (const button of tablist.querySelectorAll('button')) {
      expect(button).toHaveAttribute('tabindex', '-1');
      expect(button).toHaveAttribute('aria-hidden', 'true');
    }
  });
});
