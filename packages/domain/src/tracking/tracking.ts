import { z } from 'zod';
import { timeWindow, weekdayOf } from '../pickups/pickup-rules.ts';
import type { ShipmentModificationStatus, ShipmentStatus } from '../statuses.ts';
import { addDays, clockTime, dayIn } from '../time/zoned-time.ts';

/**
 * The recipient's tracking page (issue 27): what a holder of a shipment's tracking token may see
 * and choose without signing in. The token is the only key, so the answer carries nothing
 * personal: no names, phones, addresses beyond the city, no codes.
 */

/** A tracking token: at least 128 random bits, URL-safe (the server makes 64 hex digits, 244 bits). */
export const TRACKING_TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,128}$/;
export const trackingTokenSchema = z.string().regex(TRACKING_TOKEN_PATTERN);
export const trackingParamsSchema = z.strictObject({ token: trackingTokenSchema });

/** The public page of a token, relative to the console's origin. */
export const trackingPath = (token: string) => `/t/${token}`;

/** How sure the window is: the agreed interval of the day, the route's plan, or the courier close by. */
export type DeliveryWindowPrecision = 'agreed' | 'planned' | 'approaching';

/** A delivery window as the recipient reads it: a day and local times of the delivering division. */
export interface DeliveryWindow {
  date: string;
  from: string;
  to: string;
  timeZone: string;
  precision: DeliveryWindowPrecision;
  /** Open stops of the courier before this one, when the parcel is on today's route. */
  stopsAway: number | null;
}

/** From this many stops away the window narrows to `NEAR_WINDOW_MINUTES`. */
export const NEAR_STOPS = 3;
export const NEAR_WINDOW_MINUTES = 30;
export const FAR_WINDOW_MINUTES = 120;

export interface WindowInput {
  timeZone: string;
  /** The courier task's day and agreed interval (HH:MM, local), when there is a task. */
  task: { day: string | null; timeFrom: string | null; timeTo: string | null } | null;
  /** The task's stop on a confirmed route: its planned arrival and the open stops before it. */
  stop: { arrival: Date; stopsAway: number; done: boolean } | null;
}

const MINUTE_MS = 60_000;
/** Window edges fall on quarter hours: "10:15–10:45", not "10:07–10:37". */
const STEP_MS = 15 * MINUTE_MS;

/**
 * The delivery window the page shows. On a confirmed route the planned arrival is the centre of a
 * window two hours wide, which narrows to half an hour when the courier is at most three open stops
 * away; otherwise the task's agreed interval (the whole day when it has none). No task, or a stop
 * already done: no window.
 */
export function deliveryWindowOf(input: WindowInput): DeliveryWindow | null {
  const { task, stop, timeZone } = input;
  if (stop && !stop.done) {
    const near = stop.stopsAway <= NEAR_STOPS;
    const width = (near ? NEAR_WINDOW_MINUTES : FAR_WINDOW_MINUTES) * MINUTE_MS;
    const start = Math.round((stop.arrival.getTime() - width / 2) / STEP_MS) * STEP_MS;
    return {
      date: dayIn(timeZone, start),
      from: clockTime(timeZone, start),
      to: clockTime(timeZone, start + width),
      timeZone,
      precision: near ? 'approaching' : 'planned',
      stopsAway: stop.stopsAway,
    };
  }
  if (!task?.day || stop?.done) return null;
  return {
    date: task.day,
    from: task.timeFrom ?? '00:00',
    to: task.timeTo ?? '23:59',
    timeZone,
    precision: 'agreed',
    stopsAway: null,
  };
}

/** One step of the parcel's journey as the recipient sees it: what, when, and where (a place's name). */
export interface TrackingStep {
  event: string;
  at: string;
  place: string | null;
}

/** A journey event as the server reads it; only what `publicStep` copies leaves the server. */
export interface JourneyEventLike {
  event: string;
  createdAt: string;
  divisionName: string | null;
}

/** The public part of a journey event: never its note, user, scan registry or parcel. */
export function publicStep(event: JourneyEventLike): TrackingStep {
  return { event: event.event, at: event.createdAt, place: event.divisionName };
}

/** A change the recipient asked for, while it is being handled. */
export interface TrackingRequest {
  type: 'Redirecting' | 'ChangeDeliveryDate';
  status: ShipmentModificationStatus;
  /** The pickup point's name (Redirecting) or the day (ChangeDeliveryDate). */
  target: string | null;
  createdAt: string;
}

/** `GET tracking/{token}`. */
export interface TrackingView {
  number: string;
  status: ShipmentStatus;
  countryCode: string;
  city: string | null;
  /** The delivering division's zone: the window's times and the steps' are read on its clocks. */
  timeZone: string;
  window: DeliveryWindow | null;
  steps: TrackingStep[];
  requests: TrackingRequest[];
}

/** A pickup point the parcel may go to instead. */
export interface TrackingPudoOption {
  id: string;
  name: string;
  /** The point's own public address: a business's, not a person's. */
  address: string | null;
  distanceKm: number | null;
  freePlaces: number;
}

/** A day the parcel may come on instead, with its window. */
export interface TrackingDateOption {
  date: string;
  from: string;
  to: string;
}

/** `GET tracking/{token}/options`: what the recipient may choose, or why nothing. */
export interface TrackingOptions {
  pudos: TrackingPudoOption[];
  dates: TrackingDateOption[];
  /** Why the parcel can no longer be changed, in plain words; null when it can. */
  refusal: string | null;
  /** Why no pickup point (or no other day) is offered although the parcel can change: one is being handled. */
  pudoRefusal: string | null;
  dateRefusal: string | null;
}

export const trackingRedirectSchema = z.strictObject({ pudoId: z.uuid() });
export type TrackingRedirect = z.infer<typeof trackingRedirectSchema>;
export const trackingDeliveryDateSchema = z.strictObject({ date: z.iso.date() });
export type TrackingDeliveryDate = z.infer<typeof trackingDeliveryDateSchema>;

/** A pickup point's capacity when its register row sets none (setting `parcelCapacity`). */
export const DEFAULT_PUDO_CAPACITY = 100;
export const PUDO_CAPACITY_SETTING = 'parcelCapacity';

/** The capacity a PUDO's settings give: a whole number ≥ 0, else the default. */
export function pudoCapacityOf(settings: readonly { name: string; value: string }[]): number {
  const value = settings.find((setting) => setting.name === PUDO_CAPACITY_SETTING)?.value.trim();
  return value !== undefined && /^\d{1,6}$/.test(value) ? Number(value) : DEFAULT_PUDO_CAPACITY;
}

/** How far around the recipient a pickup point counts as nearby. */
export const NEARBY_PUDO_KM = 10;
/** Pickup points offered at most. */
export const PUDO_OPTIONS = 5;
/** Days ahead the recipient may move the delivery to. */
export const DELIVERY_DATE_DAYS_AHEAD = 7;

/**
 * The days after `today` (up to `DELIVERY_DATE_DAYS_AHEAD`) on which the delivery interval has a
 * window, each with it; `windows` is the interval's text per weekday (HH:MM-HH:MM, ALL_DAY, null).
 */
export function deliveryDateOptions(
  today: string,
  windows: Readonly<Record<string, string | null>>,
): TrackingDateOption[] {
  const options: TrackingDateOption[] = [];
  for (let ahead = 1; ahead <= DELIVERY_DATE_DAYS_AHEAD; ahead += 1) {
    const date = addDays(today, ahead);
    const text = windows[weekdayOf(date)];
    if (text) options.push({ date, ...timeWindow(text) });
  }
  return options;
}
