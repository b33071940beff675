import { DEFAULT_USER_SETTINGS } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { orderRecentActivity, type RecentActivityItem } from './recent-activity.ts';
import { hotkeyNumber } from './use-recent-hotkeys.ts';
import { WORKPLACE_MENU, workplaceMenuFor } from './workplace-menu.ts';

const buttons = (groups: string[], settings = DEFAULT_USER_SETTINGS) =>
  workplaceMenuFor({ groups, settings }).map((item) => item.button);

describe('workplace menu (registers §2.4, platform §6)', () => {
  it('offers the counter operations to branch staff, publish only to administrator-god and service desk', () => {
    expect(buttons(['base', 'branch_employee'])).toEqual([
      'issueParcel',
      'receiveParcel',
      'sendParcel',
      'passToCourier',
      'checkParcelStatus',
      'sellGoods',
      'scanning',
      'novaPay',
    ]);
    expect(buttons(['base', 'administrator_god'])).toContain('publish');
    expect(buttons(['base', 'service_desk'])).toContain('publish');
  });

  it('hides what the roles do not allow', () => {
    // base alone: scans (pass to courier), no parcels, no publish, no orders (platform §6 "Orders:
    // creation and deletion by administrator-god, branch employee and branch manager").
    expect(buttons(['base'])).toEqual(['passToCourier', 'scanning']);
    expect(buttons(['terminal_employee'])).not.toContain('publish');
  });

  it('checks a parcel status in its own dialog; only the unbuilt operations say "coming soon"', () => {
    const actions = Object.fromEntries(WORKPLACE_MENU.map((item) => [item.button, item.action]));
    expect(actions).toEqual({
      issueParcel: 'newVisit',
      receiveParcel: 'newVisit',
      sendParcel: 'newVisit',
      passToCourier: 'handOver',
      checkParcelStatus: 'checkStatus',
      publish: 'publish',
      sellGoods: 'newVisit',
      scanning: 'open',
      novaPay: 'open',
      pudo: 'open',
      processingHub: 'open',
    });
  });

  it('opens scanning, NovaPay, the PUDO workplace and the processing hub for the roles that hold them', () => {
    // Registers §6: "Workplace buttons are filtered by permissions: … scanning, novaPay, pudo, …
    // processingHub"; the screen's own route must open for the user too.
    expect(buttons(['base', 'branch_employee'])).toEqual(expect.arrayContaining(['scanning', 'novaPay']));
    expect(buttons(['base', 'branch_employee'])).not.toContain('pudo');
    expect(buttons(['base', 'branch_employee'])).not.toContain('processingHub');
    expect(buttons(['base', 'dispatch_manager'])).toContain('processingHub');
    expect(buttons(['pudo_manager'])).toEqual(['pudo']);
    expect(buttons(['base', 'administrator_god'])).toEqual(
      expect.arrayContaining(['scanning', 'novaPay', 'pudo', 'processingHub']),
    );
    const routes = Object.fromEntries(WORKPLACE_MENU.map((item) => [item.button, item.route]));
    expect(routes).toMatchObject({
      scanning: 'scanning',
      novaPay: 'novapay',
      pudo: 'pudo_workplace',
      processingHub: 'processing_hub',
    });
  });

  it('keeps only the buttons chosen in the settings', () => {
    const settings = {
      ...DEFAULT_USER_SETTINGS,
      buttons: ['sendParcel', 'publish'] as typeof DEFAULT_USER_SETTINGS.buttons,
    };
    expect(buttons(['base', 'branch_employee'], settings)).toEqual(['sendParcel']);
  });
});

describe('recent activity', () => {
  const item = (
    id: string,
    type: RecentActivityItem['type'],
    status: string,
    updatedAt: string,
  ): RecentActivityItem => ({
    id,
    type,
    number: id,
    status,
    updatedAt,
  });

  it('shows open items first, newest first, at most 8', () => {
    const items = [
      item('closed-new', 'visit', 'Closed', '2026-11-23T12:00:00Z'),
      item('open-old', 'visit', 'Open', '2026-11-23T08:00:00Z'),
      item('task-new', 'task', 'New', '2026-11-23T10:00:00Z'),
      item('task-done', 'task', 'Done', '2026-11-23T11:00:00Z'),
      item('scan-open', 'scan', 'Open', '2026-11-23T09:00:00Z'),
      ...Array.from({ length: 6 }, (_, index) =>
        item(`old-${index}`, 'visit', 'Closed', `2026-10-1${index}T00:00:00Z`),
      ),
    ];
    const ordered = orderRecentActivity(items).map((entry) => entry.id);
    expect(ordered).toHaveLength(8);
    expect(ordered.slice(0, 5)).toEqual(['task-new', 'scan-open', 'open-old', 'closed-new', 'task-done']);
  });

  it('reads digit keys 1 to 9 only', () => {
    expect(hotkeyNumber('Digit1')).toBe(1);
    expect(hotkeyNumber('Numpad9')).toBe(9);
    expect(hotkeyNumber('Digit0')).toBeNull();
    expect(hotkeyNumber('KeyA')).toBeNull();
  });
});
