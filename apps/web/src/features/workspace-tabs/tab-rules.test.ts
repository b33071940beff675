import { describe, expect, it } from 'vitest';
import type { WorkspaceTab } from './tab-keys.ts';
import { nextActiveAfterClose, planClose } from './tab-rules.ts';

function tab(key: string, parentKey?: string): WorkspaceTab {
  return {
    key,
    routeName: 'countries',
    path: `/${key}`,
    label: { kind: 'text', value: key },
    ...(parentKey ? { parentKey } : {}),
  };
}

const keys = (tabs: readonly WorkspaceTab[]) => tabs.map((item) => item.key);
const abc = [tab('a'), tab('b'), tab('c')];

describe('nextActiveAfterClose', () => {
  it('opens the next tab when the active tab closes', () => {
    expect(nextActiveAfterClose(abc, 'b', 'b')).toBe('c');
  });

  it('opens the previous tab when the active tab was the last', () => {
    expect(nextActiveAfterClose(abc, 'c', 'c')).toBe('b');
  });

  it('goes home when the active tab was the only one', () => {
    expect(nextActiveAfterClose([tab('a')], 'a', 'a')).toBeNull();
  });

  it('keeps the active tab when another tab closes', () => {
    expect(nextActiveAfterClose(abc, 'a', 'c')).toBe('c');
    expect(nextActiveAfterClose(abc, 'a', null)).toBeNull();
  });

  it('skips child tabs that close with their owner', () => {
    const tabs = [
      tab('countries'),
      tab('employee_workplace'),
      tab('visit.1', 'employee_workplace'),
      tab('regions'),
    ];
    expect(nextActiveAfterClose(tabs, 'employee_workplace', 'employee_workplace')).toBe('regions');
    expect(nextActiveAfterClose(tabs, 'employee_workplace', 'visit.1')).toBe('regions');
  });
});

describe('planClose', () => {
  it('close others keeps only the chosen tab and activates it', () => {
    const plan = planClose(abc, 'c', { type: 'closeOthers', key: 'b' });
    expect(keys(plan.tabs)).toEqual(['b']);
    expect(keys(plan.removed)).toEqual(['a', 'c']);
    expect(plan.activeKey).toBe('b');
  });

  it('close right keeps the chosen tab and those left of it', () => {
    const plan = planClose([...abc, tab('d')], 'd', { type: 'closeRight', key: 'b' });
    expect(keys(plan.tabs)).toEqual(['a', 'b']);
    expect(plan.activeKey).toBe('b');
    expect(planClose(abc, 'a', { type: 'closeRight', key: 'b' }).activeKey).toBe('a');
  });

  it('close all removes every tab and goes home', () => {
    const plan = planClose(abc, 'b', { type: 'closeAll' });
    expect(plan.tabs).toEqual([]);
    expect(keys(plan.removed)).toEqual(['a', 'b', 'c']);
    expect(plan.activeKey).toBeNull();
  });

  it('closing the employee workplace closes its visits, shipments and scans', () => {
    const tabs = [
      tab('employee_workplace'),
      tab('visit.1', 'employee_workplace'),
      tab('one_shipment.5.edit', 'employee_workplace'),
      tab('scanning.3', 'employee_workplace'),
      tab('visit.2'),
    ];
    const plan = planClose(tabs, 'visit.2', { type: 'close', key: 'employee_workplace' });
    expect(keys(plan.tabs)).toEqual(['visit.2']);
    expect(keys(plan.removed)).toEqual([
      'employee_workplace',
      'visit.1',
      'one_shipment.5.edit',
      'scanning.3',
    ]);
    expect(plan.activeKey).toBe('visit.2');
  });

  it('closing a child tab leaves its owner open', () => {
    const tabs = [tab('employee_workplace'), tab('visit.1', 'employee_workplace')];
    expect(keys(planClose(tabs, 'visit.1', { type: 'close', key: 'visit.1' }).tabs)).toEqual([
      'employee_workplace',
    ]);
  });

  it('close others on a child tab keeps it, no longer owned', () => {
    const tabs = [
      tab('employee_workplace'),
      tab('visit.1', 'employee_workplace'),
      tab('visit.2', 'employee_workplace'),
    ];
    const plan = planClose(tabs, 'visit.2', { type: 'closeOthers', key: 'visit.1' });
    expect(plan.tabs).toEqual([tab('visit.1')]);
    expect(plan.activeKey).toBe('visit.1');
  });

  it('does nothing for an unknown tab', () => {
    const plan = planClose(abc, 'a', { type: 'close', key: 'zzz' });
    expect(keys(plan.tabs)).toEqual(['a', 'b', 'c']);
    expect(plan.removed).toEqual([]);
    expect(plan.activeKey).toBe('a');
  });
});
