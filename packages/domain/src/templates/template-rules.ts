import type { InformationChannel } from '../constants.ts';
import { addDays, dayIn, instantAt, wallClockOf } from '../time/zoned-time.ts';
import {
  CHANNEL_CHAINS,
  type DaysInfo,
  type DeliveryChannel,
  type MessageEntry,
  PUSH_CHANNEL_PROVIDERS,
  placeholdersOf,
  SHIPMENT_EVENT_STATUS_CODES,
  TEMPLATE_DAYS,
  TEMPLATE_PLACEHOLDERS,
  type TemplateData,
  type TemplateInforming,
  type TemplatePlaceholder,
  windowMinutes,
} from './template-schema.ts';

/** The language every template falls back to (registers §9 "Default language en"). */
export const FALLBACK_LANGUAGE = 'en';

/** The text of a message in a language, else in English, else its first entry. */
export function pickMessage(
  entries: readonly MessageEntry[] | undefined,
  language: string,
): MessageEntry | undefined {
  if (!entries || entries.length === 0) return undefined;
  const wanted = language.toLowerCase();
  return (
    entries.find((entry) => entry.language === wanted) ??
    entries.find((entry) => entry.language === FALLBACK_LANGUAGE) ??
    entries[0]
  );
}

export type TemplateValues = Readonly<Record<TemplatePlaceholder, string | null | undefined>>;

const isPlaceholder = (name: string): name is TemplatePlaceholder =>
  (TEMPLATE_PLACEHOLDERS as readonly string[]).includes(name);

/**
 * A message with its placeholders filled; any other `{name}`, or one without a value, stays as
 * written. Only own values count: `{constructor}` must not print what every object inherits.
 */
export function renderText(text: string, values: TemplateValues): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    isPlaceholder(name) && Object.hasOwn(values, name) ? (values[name] ?? whole) : whole,
  );
}

/**
 * The placeholders of a text that would go out unfilled: unknown names, and documented ones whose
 * value is missing or empty (a message with any is held, never sent).
 */
export function unfilledPlaceholders(text: string, values: TemplateValues): string[] {
  return placeholdersOf(text).filter(
    (name) => !isPlaceholder(name) || !Object.hasOwn(values, name) || !values[name]?.trim(),
  );
}

/** The tracking status code of a shipment event (undefined for events templates do not know). */
export function statusCodeOfEvent(event: string): number | undefined {
  return (SHIPMENT_EVENT_STATUS_CODES as Record<string, number>)[event];
}

/**
 * Copy of a template (registers §9): the push channel providers are dropped, with the push block
 * once no remaining channel uses push; the copy is a new template, so it carries no id or version.
 */
export function copyTemplate(template: TemplateData): TemplateData {
  const copy: TemplateData = structuredClone({
    active: template.active,
    event_name: template.event_name,
    event_description: template.event_description,
    event_type: template.event_type,
    days_info: template.days_info,
    tracking: template.tracking ?? null,
    informing: template.informing ?? null,
  });
  if (copy.informing) {
    const dropped = new Set<string>(PUSH_CHANNEL_PROVIDERS);
    const channels = copy.informing.information_channel.filter((channel) => !dropped.has(channel));
    const informing: TemplateInforming = { ...copy.informing, information_channel: channels };
    if (!channels.some((channel) => CHANNEL_CHAINS[channel].includes('push'))) delete informing.push;
    copy.informing = informing;
  }
  return copy;
}

/** What the list shows and filters by, derived from the template (registers §2.3 columns). */
export function templateSummary(template: TemplateData) {
  const tracking = template.tracking ?? null;
  const informing = template.informing ?? null;
  const clientTypes = new Set<string>();
  if (informing) clientTypes.add(informing.client_type);
  if (tracking?.online) clientTypes.add(tracking.online.client_type);
  const statusCodes = new Set<number>([
    ...(tracking?.online?.status_code ?? []),
    ...(tracking?.history?.status_code ?? []),
  ]);
  return {
    information_type: tracking ? [...tracking.information_types] : [],
    information_channel: informing ? [...informing.information_channel] : [],
    client_type: [...clientTypes],
    country_code: informing ? informing.country_code.map((code) => code.toLowerCase()) : [],
    status_code: [...statusCodes].sort((a, b) => a - b),
    label: tracking?.online?.label ?? null,
  };
}

/** The delivery channels an information channel tries, in order. */
export function chainOf(channel: InformationChannel): readonly DeliveryChannel[] {
  return CHANNEL_CHAINS[channel];
}

/**
 * The first instant at or after `now` inside the template's sending window (registers §3.2
 * `days_info`) in the client's time zone. Days without a window send nothing; a template without
 * any window sends at any time.
 */
export function nextSendingTime(daysInfo: DaysInfo, timeZone: string, now: Date): Date {
  if (!TEMPLATE_DAYS.some((day) => windowMinutes(daysInfo[day]))) return now;
  const today = dayIn(timeZone, now);
  const clock = wallClockOf(timeZone, now);
  const minutesNow = clock.hour * 60 + clock.minute;
  for (let offset = 0; offset <= 7; offset += 1) {
    // TEMPLATE_DAYS run Monday to Sunday; the wall clock counts Sunday as 0.
    const weekday = TEMPLATE_DAYS[(clock.weekday + offset + 6) % 7]!;
    const window = windowMinutes(daysInfo[weekday]);
    if (!window) continue;
    if (offset === 0) {
      if (minutesNow >= window.to) continue;
      if (minutesNow >= window.from) return now;
    }
    return instantAt(timeZone, addDays(today, offset), window.from);
  }
  return now;
}

/** Delivery retries (DESIGN.md "queued jobs"): attempts before a message is failed, and the back-off. */
export const NOTIFICATION_MAX_ATTEMPTS = 5;
export const NOTIFICATION_BACKOFF_BASE_SECONDS = 30;

/** Seconds to wait after the n-th failed attempt: 30 s, 60 s, 120 s, 240 s… */
export function backoffSeconds(attempt: number): number {
  return NOTIFICATION_BACKOFF_BASE_SECONDS * 2 ** Math.max(0, attempt - 1);
}

/** `held`: written but never sent, a placeholder of its text had no value (its reason in lastError). */
export const NOTIFICATION_STATUSES = ['waiting', 'sending', 'sent', 'failed', 'held'] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUSES)[number];
