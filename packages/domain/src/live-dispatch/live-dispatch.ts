import { z } from 'zod';

/**
 * Live dispatch (issue 27): what the courier management hub hears as it happens, over Server-Sent
 * Events (`GET dispatch/events`), across every API instance through PostgreSQL LISTEN/NOTIFY.
 */
export const DISPATCH_EVENT_KINDS = ['position', 'task'] as const;
export type DispatchEventKind = (typeof DISPATCH_EVENT_KINDS)[number];

/** A courier's newest position, as the phone reported it. */
export interface CourierPositionEvent {
  courier: string;
  latitude: number;
  longitude: number;
  /** ISO instant the position was taken. */
  at: string;
}

/** A task changed status: a stop delivered or failed on a phone, or a task moved in the console. */
export interface TaskStatusEvent {
  taskId: string;
  status: string;
  /** The task's courier, when it has one. */
  courier: string | null;
}

export type DispatchEvent =
  | { id: string; kind: 'position'; divisionId: string; data: CourierPositionEvent }
  | { id: string; kind: 'task'; divisionId: string; data: TaskStatusEvent };

export const dispatchEventsQuerySchema = z.strictObject({ divisionId: z.uuid() });

/** Events of a division kept for a reconnecting console (`Last-Event-ID`), at most this many resent. */
export const DISPATCH_EVENT_REPLAY_LIMIT = 1_000;
/** How long events are kept for reconnects (hours). */
export const DISPATCH_EVENT_RETENTION_HOURS = 24;
/** A comment line keeps idle streams open through proxies (seconds). */
export const DISPATCH_EVENT_HEARTBEAT_SECONDS = 15;
