import type {
  RouteView,
  TaskContextData,
  TaskStatus,
  TaskStatusEntry,
  TrackingHistoryView,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** A task as `GET tasks/{id}` answers it (registers §3.2 "Task"). */
export interface Task {
  id: string;
  type: string;
  status: TaskStatus;
  statusDateTime: string;
  executor: string | null;
  divisionId: string;
  division: string | null;
  createdByUser: string;
  ownerDocumentNumber: string | null;
  title: string | null;
  note: string | null;
  day: string | null;
  timeFrom: string | null;
  timeTo: string | null;
  address: { string: string; latitude: number; longitude: number } | null;
  weightKg: number;
  shipmentNumbers: string[];
  implementationStartDateTime: string | null;
  implementationEndDateTime: string | null;
  statuses: TaskStatusEntry[];
  taskContextData: TaskContextData;
  lockVersion: number;
  createdAt: string;
  updatedAt: string;
}

export const taskKeys = {
  all: ['tasks'] as const,
  detail: (id: string) => [...taskKeys.all, 'detail', id] as const,
  personal: (id: string | undefined) => [...taskKeys.all, 'personal', id ?? 'own'] as const,
  history: (id: string) => [...taskKeys.all, 'history', id] as const,
};

export async function fetchTask(id: string): Promise<Task> {
  const { data } = await apiClient.get<Task>(`tasks/${encodeURIComponent(id)}`);
  return data;
}

/** `GET tracking-history/{id}` (registers §7): the task's statuses and executors, oldest first. */
export async function fetchTrackingHistory(id: string): Promise<TrackingHistoryView> {
  const { data } = await apiClient.get<TrackingHistoryView>(`tracking-history/${encodeURIComponent(id)}`);
  return data;
}

export async function updateTask(id: string, body: Record<string, unknown>): Promise<Task> {
  const { data } = await apiClient.put<Task>(`tasks/${encodeURIComponent(id)}`, body);
  return data;
}

export async function changeTaskStatusExecutor(
  id: string,
  body: { status?: TaskStatus; executor?: string | null; note?: string | null; lockVersion: number },
): Promise<Task> {
  const { data } = await apiClient.put<Task>(`tasks/${encodeURIComponent(id)}/status-executor`, body);
  return data;
}

/** `GET tasks/personal`: without an id, a day with no personal task answers `task: null`. */
export interface PersonalTask {
  task: Task | null;
  route: RouteView | null;
}

export async function fetchPersonalTask(id: string | undefined): Promise<PersonalTask> {
  const { data } = await apiClient.get<PersonalTask>('tasks/personal', { params: id ? { id } : {} });
  return data;
}
