import { z } from 'zod';

/**
 * Live dispatch (issue 27): what the courier management hub hears as it happens, over Server-Sent
 * Events (`GET dispatch/events`), across every API instance through PostgreSQL LISTEN/NOTIFY.
 */
export const DISPATCH_EVENT_KINDS = ['position', 'task', 'route'] as const;
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
  /** The day the task is for; null for a task of no set day (it shows on every day). */
  day: string | null;
}

/** A route changed: built, created, confirmed, handed to another courier, a stop moved or inserted. */
export interface RouteChangeEvent {
  routeId: string;
  number: string;
  status: string;
  courier: string | null;
  /** What was done to it, as its audit entry names it (`confirm`, `courier`, `live-insertion`, …). */
  action: string;
  /** The route's day. */
  day: string;
}

/**
 * Whether a task or route event concerns the hub's day: an event of another day (tomorrow's routes
 * built while today's run) changes nothing of that day's plan or monitoring. An event that names no
 * day (a task of no set day, or one recorded before events carried it) concerns every day.
 */
export function concernsDay(event: DispatchEvent, day: string): boolean {
  if (event.kind === 'position') return true;
  const eventDay: string | null | undefined = event.data.day;
  return eventDay === null || eventDay === undefined || eventDay === day;
}

export type DispatchEvent =
  | { id: string; kind: 'position'; divisionId: string; data: CourierPositionEvent }
  | { id: string; kind: 'task'; divisionId: string; data: TaskStatusEvent }
  | { id: string; kind: 'route'; divisionId: string; data: RouteChangeEvent };

export const dispatchEventsQuerySchema = z.strictObject({ divisionId: z.uuid() });

/** Events of a division kept for a reconnecting console (`Last-Event-ID`), at most this many resent. */
export const DISPATCH_EVENT_REPLAY_LIMIT = 1_000;
/** How long events are kept for reconnects (hours). */
export const DISPATCH_EVENT_RETENTION_HOURS = 24;
/** A comment line keeps idle streams open through proxies (seconds). */
export const DISPATCH_EVENT_HEARTBEAT_SECONDS = 15;

/** `POST routes/live-insertion`: where a task or pickup that came in during the day fits today's live routes. */
export const liveInsertionQuerySchema = z.strictObject({
  divisionId: z.uuid(),
  day: z.iso.date(),
  refId: z.uuid(),
});
export type LiveInsertionQuery = z.infer<typeof liveInsertionQuerySchema>;

/** The dispatcher's proposal: the route, the new order of its remaining stops, and what it costs. */
export interface LiveInsertionProposal {
  routeId: string;
  routeNumber: string;
  courier: string;
  lockVersion: number;
  refId: string;
  label: string;
  /** Task or pickup ids of the route's remaining stops in the proposed order, the new one among them. */
  order: string[];
  /** Extra road metres the new stop costs the route (after the local search). */
  addedMetres: number;
  /** When the courier would arrive at the new stop (ISO). */
  arrival: string;
  /** Live routes tried, and how long the search took. */
  routesTried: number;
  elapsedMs: number;
}

/** `PUT routes/{id}/live-insertion`: the dispatcher confirms the proposal. */
export const liveInsertionConfirmSchema = z.strictObject({
  refId: z.uuid(),
  order: z.array(z.uuid()).min(1).max(500),
  lockVersion: z.number().int().min(1),
});
export type LiveInsertionConfirm = z.infer<typeof liveInsertionConfirmSchema>;

/** `GET routes/waiting-stops`: a division's open tasks and pickups of a day that no confirmed route carries. */
export const waitingStopsQuerySchema = z.strictObject({ divisionId: z.uuid(), day: z.iso.date() });

export interface WaitingStop {
  refId: string;
  kind: 'task' | 'pickup';
  label: string;
  /** The agreed window as minutes after local midnight, when there is one. */
  windowFrom: number | null;
  windowTo: number | null;
}
