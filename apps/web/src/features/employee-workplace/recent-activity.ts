import {
  RECENT_ACTIVITY_LIMIT,
  SCAN_STATUS_TONES,
  TASK_STATUS_TONES,
  type Tone,
  VISIT_STATUS_TONES,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';
import { pathTo } from '../../app/route-paths.ts';

export type RecentActivityType = 'visit' | 'scan' | 'task';

/**
 * One row of `GET work-place/recent-activity`: the user's own visits, scans and tasks
 * (registers §2.4 "Employee workplace").
 */
export interface RecentActivityItem {
  type: RecentActivityType;
  id: string;
  number: string;
  status: string;
  /** Whether it still counts as open; derived from the status when the server leaves it out. */
  open?: boolean;
  updatedAt: string;
}

export const workplaceKeys = {
  all: ['work-place'] as const,
  recentActivity: () => [...workplaceKeys.all, 'recent-activity'] as const,
};

export async function fetchRecentActivity(): Promise<RecentActivityItem[]> {
  const { data } = await apiClient.get<{ items: RecentActivityItem[] } | RecentActivityItem[]>(
    'work-place/recent-activity',
  );
  return Array.isArray(data) ? data : (data.items ?? []);
}

const OPEN_STATUSES: Readonly<Record<RecentActivityType, readonly string[]>> = {
  visit: ['Open', 'InProgress'],
  scan: ['Open'],
  // New and InProgress tasks count as open (registers §4).
  task: ['New', 'InProgress'],
};

export function isOpenActivity(item: RecentActivityItem): boolean {
  return item.open ?? OPEN_STATUSES[item.type].includes(item.status);
}

/** At most 8, open ones first, then by updatedAt, newest first (registers §2.4). */
export function orderRecentActivity(items: readonly RecentActivityItem[]): RecentActivityItem[] {
  return [...items]
    .sort((a, b) => {
      const open = Number(isOpenActivity(b)) - Number(isOpenActivity(a));
      if (open !== 0) return open;
      return Date.parse(b.updatedAt) - Date.parse(a.updatedAt);
    })
    .slice(0, RECENT_ACTIVITY_LIMIT);
}

const TONES: Readonly<Record<RecentActivityType, Readonly<Record<string, Tone>>>> = {
  visit: VISIT_STATUS_TONES,
  scan: SCAN_STATUS_TONES,
  task: TASK_STATUS_TONES,
};

export function activityTone(item: RecentActivityItem): Tone {
  return TONES[item.type][item.status] ?? 'neutral';
}

export function activityPath(item: RecentActivityItem): string {
  if (item.type === 'visit') return pathTo('visit', { id: item.id });
  if (item.type === 'scan') return pathTo('scan_edit', { id: item.id });
  return pathTo('edit_task', { id: item.id });
}
