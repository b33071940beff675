import { type RouteName, routeRolesAllow } from '../routes.ts';

/** A query value as list URLs and calls take it: one text or number, or a list sent as `name[]=`. */
type QueryValue = string | number | readonly string[];

/**
 * A queue of the back-office workspace: what a clerk can act on, counted by its feature's own list
 * call (its `total`) and opened as the filtered register. A queue shows only to users who may open
 * its screen (and read its count).
 */
export interface WorkspaceQueue {
  key:
    | 'problem_parcels'
    | 'modifications'
    | 'customs'
    | 'pickups'
    | 'payments'
    | 'notifications'
    | 'late_stops';
  /** The screen the queue opens. */
  route: RouteName;
  /** The filters of that screen's URL (an empty date filter clears a default of today). */
  filters: Readonly<Record<string, QueryValue>>;
  /** The count call: a list path under /api/v1 and its query; the answer's `total` is the count. */
  count: { path: string; query: Readonly<Record<string, QueryValue>> };
  /** Who sees the queue beyond the route's roles (the outbox is the service desk's). */
  visibleTo?: (groups: readonly string[]) => boolean;
}

export const WORKSPACE_QUEUES: readonly WorkspaceQueue[] = [
  {
    key: 'problem_parcels',
    route: 'problem_parcels',
    filters: { statuses: ['Open', 'InProgress'], createdAtFrom: '' },
    count: { path: 'problem-parcels', query: { statuses: ['Open', 'InProgress'], limit: 1 } },
  },
  {
    key: 'modifications',
    route: 'shipment_modification',
    filters: { statuses: ['NeedProcessing', 'InProgress'], createdAtFrom: '' },
    count: { path: 'shipment-modification', query: { statuses: ['NeedProcessing', 'InProgress'], limit: 1 } },
  },
  {
    key: 'customs',
    route: 'customs_data_hub',
    filters: {},
    count: { path: 'shipments/customs/queue', query: { statuses: ['Missing', 'Draft'], limit: 1 } },
  },
  {
    key: 'pickups',
    route: 'pickups',
    filters: { statuses: ['Created'] },
    count: { path: 'pickups', query: { statuses: ['Created'], limit: 1 } },
  },
  {
    key: 'payments',
    route: 'payments',
    filters: { lastStatuses: ['holded'], createdAtFrom: '' },
    count: { path: 'payments', query: { lastStatuses: ['holded'], limit: 1 } },
  },
  {
    key: 'notifications',
    route: 'back_office_workspace',
    filters: { outbox: 'failed' },
    count: { path: 'notification-outbox', query: { statuses: ['failed', 'held'], limit: 1 } },
    // Read by the service desk and administrator-god; sending again stays the service desk's.
    visibleTo: (groups) => groups.includes('service_desk') || groups.includes('administrator_god'),
  },
  {
    // Issue 27: the working division's open stops of today whose live ETA falls after their window.
    key: 'late_stops',
    route: 'courier_management_hub',
    filters: { tab: 'monitoring' },
    count: { path: 'dispatch-monitoring/late-stops', query: { limit: 1 } },
  },
];

/** The queues a user may open. */
export function queuesFor(groups: readonly string[]): WorkspaceQueue[] {
  return WORKSPACE_QUEUES.filter(
    (queue) => routeRolesAllow(groups, queue.route) && (queue.visibleTo?.(groups) ?? true),
  );
}
