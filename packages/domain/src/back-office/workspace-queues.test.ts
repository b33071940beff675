import { describe, expect, it } from 'vitest';
import { queuesFor, WORKSPACE_QUEUES } from './workspace-queues.ts';

const keys = (groups: string[]) => queuesFor(groups).map((queue) => queue.key);

describe('the back-office workspace queues', () => {
  it('are the six queues of issue 13 and the late stops of issue 27', () => {
    expect(WORKSPACE_QUEUES.map((queue) => queue.key)).toEqual([
      'problem_parcels',
      'modifications',
      'customs',
      'pickups',
      'payments',
      'notifications',
      'late_stops',
    ]);
  });

  it('show only the screens the user’s roles may open', () => {
    // base opens problem parcels, modifications, pickups and payments; not the customs hub.
    expect(keys(['base'])).toEqual(['problem_parcels', 'modifications', 'pickups', 'payments']);
    // The service desk (with base) also opens the customs hub and the failed notifications.
    expect(keys(['base', 'service_desk'])).toEqual([
      'problem_parcels',
      'modifications',
      'customs',
      'pickups',
      'payments',
      'notifications',
      'late_stops',
    ]);
    // A dispatcher sees the stops going late in the courier management hub.
    expect(keys(['base', 'dispatch_manager'])).toEqual([
      'problem_parcels',
      'modifications',
      'pickups',
      'payments',
      'late_stops',
    ]);
    expect(keys(['broker'])).toEqual(['customs']);
    expect(keys(['courier'])).toEqual([]);
  });
});
