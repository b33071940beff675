import {
  type NotificationTemplate,
  pickMessage,
  statusCodeOfEvent,
  type TemplateData,
  templateSummary,
} from '@console/domain';
import { and, arrayContains, asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { conflict, notFound } from '../../http/errors.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { recordAudit } from '../audit/audit.ts';
import { notificationTemplates } from './templates-table.ts';

type Executor = Database | Transaction;
type TemplateRow = typeof notificationTemplates.$inferSelect;

const NOT_FOUND = 'Template not found';

/** The stored template as the API answers it. */
export function templateOf(row: TemplateRow): NotificationTemplate {
  return {
    id: row.id,
    active: row.active,
    event_name: row.event_name as NotificationTemplate['event_name'],
    event_description: row.event_description,
    event_type: row.event_type,
    days_info: row.days_info,
    tracking: row.tracking,
    informing: row.informing,
    lockVersion: row.lockVersion,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
  };
}

/** The columns of a template: the document and what the list derives from it. */
function columnsOf(data: TemplateData, now: Date) {
  return {
    active: data.active,
    event_name: data.event_name,
    event_description: data.event_description,
    event_type: data.event_type,
    days_info: data.days_info,
    tracking: data.tracking ?? null,
    informing: data.informing ?? null,
    ...templateSummary(data),
    // Registers §4: a template is active or deleted; the deletion mark follows the flag.
    deletedAt: data.active ? null : now,
    updatedAt: now,
  };
}

export async function readTemplate(db: Executor, id: string): Promise<NotificationTemplate> {
  const [row] = await db.select().from(notificationTemplates).where(eq(notificationTemplates.id, id));
  if (!row) throw notFound(NOT_FOUND);
  return templateOf(row);
}

export async function createTemplate(tx: Transaction, user: AuthUser, data: TemplateData) {
  const [row] = await tx.insert(notificationTemplates).values(columnsOf(data, new Date())).returning();
  await recordAudit(tx, user, {
    action: 'create',
    entity: 'templates',
    entityId: row!.id,
    before: null,
    after: data,
  });
  return templateOf(row!);
}

/** Updates when the sent lockVersion is the stored one, raising it by one; 409 otherwise. */
export async function updateTemplate(
  tx: Transaction,
  user: AuthUser,
  id: string,
  data: TemplateData & { lockVersion: number },
) {
  const [stored] = await tx
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, id))
    .for('update');
  if (!stored) throw notFound(NOT_FOUND);
  if (stored.lockVersion !== data.lockVersion)
    throw conflict('The template was changed by somebody else; reload it');
  const { lockVersion, ...template } = data;
  const [row] = await tx
    .update(notificationTemplates)
    .set({ ...columnsOf(template, new Date()), lockVersion: lockVersion + 1 })
    .where(eq(notificationTemplates.id, id))
    .returning();
  await recordAudit(tx, user, {
    action: 'update',
    entity: 'templates',
    entityId: id,
    before: templateOf(stored),
    after: template,
  });
  return templateOf(row!);
}

/** DELETE: the template becomes deleted (inactive); deleting a deleted one changes nothing. */
export async function deleteTemplate(tx: Transaction, user: AuthUser, id: string) {
  const [stored] = await tx
    .select()
    .from(notificationTemplates)
    .where(eq(notificationTemplates.id, id))
    .for('update');
  if (!stored) throw notFound(NOT_FOUND);
  if (!stored.active) return templateOf(stored);
  const now = new Date();
  const [row] = await tx
    .update(notificationTemplates)
    .set({ active: false, deletedAt: now, updatedAt: now, lockVersion: stored.lockVersion + 1 })
    .where(eq(notificationTemplates.id, id))
    .returning();
  await recordAudit(tx, user, {
    action: 'delete',
    entity: 'templates',
    entityId: id,
    before: { active: true },
    after: { active: false },
  });
  return templateOf(row!);
}

export interface TrackingText {
  templateId: string;
  statusCode: number;
  language: string;
  label: string | null;
  short: string | null;
  long: string | null;
  info: string | null;
  details: string | null;
  history: string | null;
}

/**
 * The tracking text of a status code (registers §3.2 tracking blocks) in a language (else en) for
 * a client type: the first active tracking template whose online or history block lists the code.
 */
export async function trackingText(
  db: Executor,
  query: { statusCode: number; language: string; clientType?: 'sender' | 'recipient' },
): Promise<TrackingText | null> {
  const rows = await db
    .select()
    .from(notificationTemplates)
    .where(
      and(
        eq(notificationTemplates.active, true),
        eq(notificationTemplates.event_type, 'tracking'),
        arrayContains(notificationTemplates.status_code, [query.statusCode]),
      ),
    )
    .orderBy(asc(notificationTemplates.createdAt));
  for (const row of rows) {
    const tracking = row.tracking;
    if (!tracking?.active) continue;
    const online = tracking.online?.status_code.includes(query.statusCode) ? tracking.online : undefined;
    if (online && query.clientType && online.client_type !== 'all' && online.client_type !== query.clientType)
      continue;
    const history = tracking.history?.status_code.includes(query.statusCode) ? tracking.history : undefined;
    const text = (entries: Parameters<typeof pickMessage>[0]) =>
      pickMessage(entries, query.language)?.text ?? null;
    return {
      templateId: row.id,
      statusCode: query.statusCode,
      language: query.language,
      label: online?.label ?? null,
      short: text(online?.short),
      long: text(online?.long),
      info: text(online?.info),
      details: text(tracking.details?.description),
      history: text(history?.description),
    };
  }
  return null;
}

/** The tracking texts of a shipment's events, for whoever shows its tracking. */
export async function trackingTextsOfEvents(db: Executor, events: readonly string[], language: string) {
  const result: Record<string, TrackingText | null> = {};
  for (const event of new Set(events)) {
    const code = statusCodeOfEvent(event);
    result[event] = code === undefined ? null : await trackingText(db, { statusCode: code, language });
  }
  return result;
}
