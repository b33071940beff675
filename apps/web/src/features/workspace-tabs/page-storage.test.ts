import type { RouteName } from '@console/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  clearClosedTabData,
  pageStorageKey,
  readPageData,
  registerTabCleanup,
  writePageData,
} from './page-storage.ts';
import type { WorkspaceTab } from './tab-keys.ts';

function tab(key: string, routeName: RouteName): WorkspaceTab {
  return { key, routeName, path: `/${key}`, label: { kind: 'text', value: key } };
}

describe('page storage', () => {
  it('keeps page data under console.page.{tabKey} with a version stamp', () => {
    writePageData('visit.1', { note: 'fragile' });
    expect(pageStorageKey('visit.1')).toBe('console.page.visit.1');
    expect(JSON.parse(localStorage.getItem('console.page.visit.1') ?? 'null')).toEqual({
      version: 1,
      data: { note: 'fragile' },
    });
    expect(readPageData('visit.1')).toEqual({ note: 'fragile' });
  });

  it('drops page data of another version', () => {
    writePageData('scanning.3', { vehicle: 'AB123' }, { version: 1 });
    expect(readPageData('scanning.3', { version: 2 })).toBeUndefined();
    expect(localStorage.getItem('console.page.scanning.3')).toBeNull();
  });

  it.each<[RouteName, string]>([
    ['visit', 'visit.1'],
    ['pickups_view', 'pickups.7'],
    ['pickups_create', 'pickups_create'],
    ['templates_edit', 'templates.2'],
    ['templates_create', 'templates_create'],
    ['scan_edit', 'scanning.3'],
    ['mass_shipments_issuance', 'mass_shipments_issuance'],
  ])('closing a %s tab clears its stored data and only its own', (routeName, key) => {
    writePageData(key, { draft: true });
    writePageData(key, ['SH00AA0000000001'], { part: 'scanned' });
    writePageData(`${key}0`, { other: true });
    clearClosedTabData(tab(key, routeName));
    expect(localStorage.getItem(pageStorageKey(key))).toBeNull();
    expect(localStorage.getItem(pageStorageKey(key, 'scanned'))).toBeNull();
    expect(readPageData(`${key}0`)).toEqual({ other: true });
  });

  it('leaves the stored data of other pages, such as a register list', () => {
    writePageData('countries', { page: 3 });
    clearClosedTabData(tab('countries', 'countries'));
    expect(readPageData('countries')).toEqual({ page: 3 });
  });

  it('runs the cleanups registered for the tab once', () => {
    const cleanup = vi.fn();
    const other = vi.fn();
    registerTabCleanup('visit.1', cleanup);
    registerTabCleanup('visit.2', other);
    clearClosedTabData(tab('visit.1', 'visit'));
    clearClosedTabData(tab('visit.1', 'visit'));
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('does not run a cleanup that was unregistered', () => {
    const cleanup = vi.fn();
    registerTabCleanup('visit.5', cleanup)();
    clearClosedTabData(tab('visit.5', 'visit'));
    expect(cleanup).not.toHaveBeenCalled();
  });
});
