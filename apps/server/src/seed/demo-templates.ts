import {
  DEFAULT_DAYS_INFO,
  type MessageEntry,
  nextSendingTime,
  type TemplateData,
  templateCreateSchema,
  templateSummary,
} from '@console/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/database.ts';
import { FEEDER_CURSOR, feedNotifications } from '../features/notifications/notification-feeder.ts';
import {
  notificationCursors,
  notificationOutbox,
} from '../features/notifications/notification-outbox-table.ts';
import { notificationTemplates } from '../features/templates/templates-table.ts';
import { stableId } from './demo-registers.ts';

const texts = (en: string, pl: string, uk: string): MessageEntry[] => [
  { language: 'en', text: en },
  { language: 'pl', text: pl },
  { language: 'uk', text: uk },
];

const COUNTRIES = ['pl', 'ua', 'de', 'cz', 'sk', 'lt', 'lv', 'ee', 'ro', 'hu', 'gb'];

/** Informing templates of the demo: the recipient hears of acceptance, arrival, readiness and issue. */
const INFORMING: {
  key: string;
  event: TemplateData['event_name'];
  description: string;
  sms: MessageEntry[];
}[] = [
  {
    key: 'accepted',
    event: 'Accepted',
    description: 'Parcel accepted for sending',
    sms: texts(
      'Parcel {number} has been accepted and is on its way to you.',
      'Przesyłka {number} została przyjęta i jest w drodze do Ciebie.',
      'Посилку {number} прийнято, вона вже прямує до вас.',
    ),
  },
  {
    key: 'arrived',
    event: 'Arrived',
    description: 'Parcel arrived at a division',
    sms: texts(
      'Parcel {number} has arrived at {division}.',
      'Przesyłka {number} dotarła do {division}.',
      'Посилка {number} прибула до {division}.',
    ),
  },
  {
    key: 'ready',
    event: 'ReadyForIssue',
    description: 'Parcel ready for collection',
    sms: texts(
      'Parcel {number} is ready for collection at {division}.',
      'Przesyłka {number} czeka na odbiór w {division}.',
      'Посилка {number} чекає на вас у {division}.',
    ),
  },
  {
    key: 'issued',
    event: 'Issued',
    description: 'Parcel handed to the recipient',
    sms: texts(
      'Parcel {number} has been collected. Thank you!',
      'Przesyłka {number} została odebrana. Dziękujemy!',
      'Посилку {number} отримано. Дякуємо!',
    ),
  },
];

/** Tracking texts of the same four moments (registers §3.2 tracking blocks). */
const TRACKING: {
  key: string;
  event: TemplateData['event_name'];
  code: number;
  label: 'green' | 'orange' | 'grey';
  short: MessageEntry[];
}[] = [
  {
    key: 'accepted',
    event: 'Accepted',
    code: 4,
    label: 'orange',
    short: texts('Accepted', 'Przyjęta', 'Прийнято'),
  },
  {
    key: 'arrived',
    event: 'Arrived',
    code: 7,
    label: 'orange',
    short: texts('Arrived at the division', 'W oddziale', 'У відділенні'),
  },
  {
    key: 'ready',
    event: 'ReadyForIssue',
    code: 8,
    label: 'green',
    short: texts('Ready for collection', 'Gotowa do odbioru', 'Готова до видачі'),
  },
  {
    key: 'issued',
    event: 'Issued',
    code: 9,
    label: 'grey',
    short: texts('Collected', 'Odebrana', 'Отримано'),
  },
];

function demoTemplates(): { id: string; data: TemplateData }[] {
  const informing = INFORMING.map(({ key, event, description, sms }) => ({
    id: stableId(`template-informing-${key}`),
    data: templateCreateSchema.parse({
      event_name: event,
      event_description: description,
      event_type: 'informing',
      informing: {
        country_code: COUNTRIES,
        information_channel: key === 'ready' ? ['Viber_SMS'] : ['SMS'],
        client_type: 'recipient',
        additional_params: ['number', 'division'],
        sms: { description: sms },
        ...(key === 'ready' ? { viber: { description: sms, ImageUri: '', ActionUri: '' } } : {}),
      },
    }),
  }));
  const tracking = TRACKING.map(({ key, event, code, label, short }) => ({
    id: stableId(`template-tracking-${key}`),
    data: templateCreateSchema.parse({
      event_name: event,
      event_description: `Tracking: ${short[0]!.text}`,
      event_type: 'tracking',
      tracking: {
        information_types: ['online', 'history'],
        online: { client_type: 'all', status_code: [code], label, short, long: short, info: short },
        history: { status_code: [code], description: short },
      },
    }),
  }));
  return [...informing, ...tracking];
}

/**
 * Demo templates in en, pl and uk, and the outbox the demo shipments' events give: the feeder runs
 * once over them, then the oldest messages are marked sent and two failed, the rest wait.
 */
export async function seedDemoTemplates(db: Database) {
  const [existing] = await db.select({ id: notificationTemplates.id }).from(notificationTemplates).limit(1);
  if (existing) return;
  await db.insert(notificationTemplates).values(
    demoTemplates().map(({ id, data }) => ({
      id,
      ...data,
      tracking: data.tracking ?? null,
      informing: data.informing ?? null,
      ...templateSummary(data),
    })),
  );
  // The demo announces its own shipments' history, so the outbox has rows to show.
  await db.insert(notificationCursors).values({ name: FEEDER_CURSOR, lastEventId: 0 }).onConflictDoNothing();
  for (let pass = 0; pass < 50; pass += 1) {
    const { events } = await feedNotifications(db);
    if (events === 0) break;
  }
  const rows = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id));
  const failed = rows.slice(0, 2).map((row) => row.id);
  const sent = rows.slice(2, Math.max(2, Math.floor(rows.length * 0.7))).map((row) => row.id);
  const now = new Date();
  if (sent.length)
    await db
      .update(notificationOutbox)
      .set({ status: 'sent', attempts: 1, sentAt: now, sentChannel: sql`${notificationOutbox.channels}[1]` })
      .where(inArray(notificationOutbox.id, sent));
  for (const id of failed)
    await db
      .update(notificationOutbox)
      .set({ status: 'failed', attempts: 5, lastError: 'HTTP 503' })
      .where(eq(notificationOutbox.id, id));
  // The rest wait for the next day's window in Warsaw, so the demo shows waiting messages too.
  const waiting = rows.slice(Math.max(2, Math.floor(rows.length * 0.7))).map((row) => row.id);
  const tomorrow = new Date(now.getTime() + 24 * 3600 * 1000);
  tomorrow.setUTCHours(0, 0, 0, 0);
  const window = nextSendingTime(DEFAULT_DAYS_INFO, 'Europe/Warsaw', tomorrow);
  if (waiting.length)
    await db
      .update(notificationOutbox)
      .set({ notBefore: window, nextAttemptAt: window })
      .where(inArray(notificationOutbox.id, waiting));
}
