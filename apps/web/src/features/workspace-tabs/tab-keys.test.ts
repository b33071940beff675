import type { RouteName } from '@console/domain';
import { describe, expect, it } from 'vitest';
import {
  isTabbedRoute,
  type RouteParams,
  sameTabLabel,
  tabKeyFor,
  tabLabelFor,
  tabLabelText,
} from './tab-keys.ts';

describe('tab keys', () => {
  it.each<[RouteName, RouteParams, string]>([
    ['visit', { id: '7f3a' }, 'visit.7f3a'],
    ['one_shipment', { collection: 'shipments', id: '12', mode: 'edit' }, 'one_shipment.12.edit'],
    ['one_shipment', { collection: 'shipments', id: '12', mode: 'create' }, 'one_shipment.12.create'],
    ['countries', {}, 'countries'],
    ['regions', {}, 'regions'],
    ['edit', { collection: 'countries', id: 'PL' }, 'countries.PL'],
    ['edit_staffs', { id: 'm-1' }, 'staffs.m-1'],
    ['condition_edit', { id: '3' }, 'conditions.3'],
    ['templates_edit', { id: '9' }, 'templates.9'],
    ['payment_edit', { id: '4' }, 'payments.4'],
    ['problem_parcel_edit', { id: '5' }, 'problem_parcels.5'],
    ['order_edit', { id: '6' }, 'orders.6'],
    ['scan_edit', { id: '8' }, 'scanning.8'],
    ['pickups_view', { id: '2' }, 'pickups.2'],
    ['pickups_create', { id: '2' }, 'pickups.2'],
    ['pickups_create', {}, 'pickups_create'],
    ['time_intervals_edit', { id: '11' }, 'time_intervals.11'],
    ['conditions_of_shipment_edit', { id: '1' }, 'conditions_of_shipment.1'],
    ['employee_workplace', {}, 'employee_workplace'],
    ['pudo_auto_accept', { id: '5' }, 'pudo_auto_accept.5'],
    ['personal_task', { '*': 'x' }, 'personal_task'],
  ])('%s %o → %s', (routeName, params, key) => {
    expect(tabKeyFor(routeName, params)).toBe(key);
  });

  it('opens one tab per record: the same record is the same tab, another record another tab', () => {
    expect(tabKeyFor('visit', { id: '1' })).toBe(tabKeyFor('visit', { id: '1' }));
    expect(tabKeyFor('visit', { id: '1' })).not.toBe(tabKeyFor('visit', { id: '12' }));
  });

  it('has no tab for home and login', () => {
    expect(isTabbedRoute('home')).toBe(false);
    expect(isTabbedRoute('login')).toBe(false);
    expect(isTabbedRoute('countries')).toBe(true);
  });
});

describe('tab labels', () => {
  it.each<RouteName>(['visit', 'scan_edit', 'payment_edit', 'order_edit', 'problem_parcel_edit'])(
    '%s is labelled with the record number',
    (routeName) => {
      expect(tabLabelFor(routeName, { id: '1' }, { number: 'V-000123' })).toEqual({
        kind: 'text',
        value: 'V-000123',
      });
    },
  );

  it.each<RouteName>(['condition_edit', 'templates_edit'])(
    '%s is labelled with the record name',
    (routeName) => {
      expect(tabLabelFor(routeName, { id: '1' }, { name: 'Heavy parcels' })).toEqual({
        kind: 'text',
        value: 'Heavy parcels',
      });
    },
  );

  it('falls back to the translated collection name', () => {
    expect(tabLabelFor('countries')).toEqual({ kind: 'i18n', value: 'routes.countries' });
    expect(tabLabelFor('edit', { collection: 'regions', id: '4' })).toEqual({
      kind: 'i18n',
      value: 'routes.regions',
    });
    expect(tabLabelFor('visit', { id: '1' })).toEqual({ kind: 'i18n', value: 'routes.visit' });
    expect(tabLabelFor('countries', {}, { number: '5', name: 'x' })).toEqual({
      kind: 'i18n',
      value: 'routes.countries',
    });
  });

  it('shows text labels as they are and translates i18n labels', () => {
    const t = (key: string) => `«${key}»`;
    expect(tabLabelText(t, { kind: 'text', value: 'V-1' })).toBe('V-1');
    expect(tabLabelText(t, { kind: 'i18n', value: 'routes.countries' })).toBe('«routes.countries»');
  });

  it('translates the placeholders of an i18n label too', () => {
    const t = (key: string, options?: Record<string, string>) =>
      key === 'registers.editor.new_tab' ? `${options?.register} · new` : key.replace('routes.', 'R:');
    const label = {
      kind: 'i18n',
      value: 'registers.editor.new_tab',
      params: { register: 'routes.countries' },
    } as const;
    expect(tabLabelText(t, label)).toBe('R:countries · new');
  });
});

describe('sameTabLabel', () => {
  it('compares the parameters by value, whatever their order (dequal)', () => {
    const a = {
      kind: 'i18n',
      value: 'tabs.edit',
      params: { register: 'routes.countries', id: 'PL' },
    } as const;
    const b = {
      kind: 'i18n',
      value: 'tabs.edit',
      params: { id: 'PL', register: 'routes.countries' },
    } as const;
    expect(sameTabLabel(a, b)).toBe(true);
    expect(sameTabLabel(a, { ...b, params: { id: 'UA', register: 'routes.countries' } })).toBe(false);
  });
});
