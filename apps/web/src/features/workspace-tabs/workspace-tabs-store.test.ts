import type { RouteName } from '@console/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import type { WorkspaceTab } from './tab-keys.ts';
import {
  useWorkspaceTabs,
  WORKSPACE_TABS_STORAGE_KEY,
  WORKSPACE_TABS_VERSION,
} from './workspace-tabs-store.ts';

function tab(key: string, routeName: RouteName, path = `/${key}`): WorkspaceTab {
  return { key, routeName, path, label: { kind: 'i18n', value: `routes.${routeName}` } };
}

const store = () => useWorkspaceTabs.getState();

beforeEach(() => {
  useWorkspaceTabs.setState({ tabs: [], activeKey: null });
});

describe('workspace tabs store', () => {
  it('adds a tab and activates it; opening it again activates it with its new path', () => {
    store().openTab(tab('countries', 'countries'));
    store().openTab(tab('regions', 'regions'));
    store().openTab(tab('countries', 'countries', '/countries?name=Pol'));
    expect(store().tabs.map((item) => [item.key, item.path])).toEqual([
      ['countries', '/countries?name=Pol'],
      ['regions', '/regions'],
    ]);
    expect(store().activeKey).toBe('countries');
  });

  it('keeps a label set by the page unless the label is replaced on purpose', () => {
    store().openTab(tab('visit.1', 'visit'));
    store().setTabLabel('visit.1', { kind: 'text', value: 'V-0042' });
    store().openTab(tab('visit.1', 'visit'));
    expect(store().tabs[0]?.label).toEqual({ kind: 'text', value: 'V-0042' });
    store().openTab(
      { ...tab('visit.1', 'visit'), label: { kind: 'text', value: 'V-0043' } },
      { replaceLabel: true },
    );
    expect(store().tabs[0]?.label).toEqual({ kind: 'text', value: 'V-0043' });
  });

  it("turns a new record's tab into the saved record's tab, in place", () => {
    store().openTab(tab('countries', 'countries'));
    store().openTab({
      ...tab('countries.new', 'edit'),
      label: { kind: 'i18n', value: 'registers.editor.new_tab' },
    });
    store().openTab(tab('regions', 'regions'));
    store().openTab(tab('countries.new', 'edit'));
    store().replaceTab('countries.new', {
      ...tab('countries.XK', 'edit', '/edit/countries/XK'),
      label: { kind: 'text', value: 'Kosovo' },
    });
    expect(store().tabs.map((item) => [item.key, item.path, item.label.value])).toEqual([
      ['countries', '/countries', 'routes.countries'],
      ['countries.XK', '/edit/countries/XK', 'Kosovo'],
      ['regions', '/regions', 'routes.regions'],
    ]);
    expect(store().activeKey).toBe('countries.XK');
  });

  it('opens the tab when the tab it replaces is gone (back to an old history entry)', () => {
    store().openTab(tab('countries', 'countries'));
    store().replaceTab('countries.new', tab('countries.XK', 'edit'));
    expect(store().tabs.map((item) => item.key)).toEqual(['countries', 'countries.XK']);
    expect(store().activeKey).toBe('countries.XK');
  });

  it('keeps stored labels with translated placeholders', async () => {
    const label = {
      kind: 'i18n',
      value: 'registers.editor.new_tab',
      params: { register: 'routes.countries' },
    };
    localStorage.setItem(
      WORKSPACE_TABS_STORAGE_KEY,
      JSON.stringify({
        version: WORKSPACE_TABS_VERSION,
        state: { tabs: [{ ...tab('countries.new', 'edit'), label }], activeKey: null },
      }),
    );
    await useWorkspaceTabs.persist.rehydrate();
    expect(store().tabs[0]?.label).toEqual(label);
  });

  it('makes visits, shipments and scans opened from the employee workplace its children', () => {
    store().openTab(tab('employee_workplace', 'employee_workplace'));
    store().openTab(tab('visit.1', 'visit'));
    store().openTab(tab('one_shipment.5.edit', 'one_shipment'));
    store().openTab(tab('scanning.3', 'scan_edit'));
    store().openTab(tab('countries', 'countries'));
    store().openTab(tab('visit.2', 'visit'));
    expect(Object.fromEntries(store().tabs.map((item) => [item.key, item.parentKey]))).toEqual({
      employee_workplace: undefined,
      'visit.1': 'employee_workplace',
      'one_shipment.5.edit': 'employee_workplace',
      'scanning.3': 'employee_workplace',
      countries: undefined,
      'visit.2': undefined,
    });
  });

  it('persists the tabs under its version key', () => {
    store().openTab(tab('countries', 'countries'));
    const stored = JSON.parse(localStorage.getItem(WORKSPACE_TABS_STORAGE_KEY) ?? 'null');
    expect(stored).toEqual({
      version: WORKSPACE_TABS_VERSION,
      state: { tabs: [tab('countries', 'countries')], activeKey: 'countries' },
    });
  });

  it('restores stored tabs of the current version', async () => {
    const state = { tabs: [tab('regions', 'regions')], activeKey: 'regions' };
    localStorage.setItem(
      WORKSPACE_TABS_STORAGE_KEY,
      JSON.stringify({ version: WORKSPACE_TABS_VERSION, state }),
    );
    await useWorkspaceTabs.persist.rehydrate();
    expect(store().tabs).toEqual(state.tabs);
    expect(store().activeKey).toBe('regions');
  });

  it.each([
    [
      'another version',
      JSON.stringify({ version: 0, state: { tabs: [tab('regions', 'regions')], activeKey: null } }),
    ],
    ['no version', JSON.stringify({ state: { tabs: [tab('regions', 'regions')], activeKey: null } })],
    [
      'a broken shape',
      JSON.stringify({ version: WORKSPACE_TABS_VERSION, state: { tabs: [{ key: 1 }], activeKey: null } }),
    ],
    ['unreadable JSON', '{"version":'],
  ])('drops stored tabs with %s and overwrites them', async (_case, raw) => {
    store().openTab(tab('countries', 'countries'));
    localStorage.setItem(WORKSPACE_TABS_STORAGE_KEY, raw);
    await useWorkspaceTabs.persist.rehydrate();
    expect(store().tabs).toEqual([]);
    expect(store().activeKey).toBeNull();
    expect(JSON.parse(localStorage.getItem(WORKSPACE_TABS_STORAGE_KEY) ?? 'null')).toEqual({
      version: WORKSPACE_TABS_VERSION,
      state: { tabs: [], activeKey: null },
    });
  });
});
