import { RECENT_ACTIVITY_LIMIT, type RecentActivityItem, workPlaceScanSchema } from '@console/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/database.ts';
import { rethrowAsClientError } from '../../http/database-errors.ts';
import { anyRole, type Permission, routeRoles, SIGNED_IN } from '../../http/permissions.ts';
import { ownRecentScans, type ScanActivityItem } from '../scanning/scan-activity.ts';
import { SCAN_WORK } from '../scanning/scanning-access.ts';
import { inProgressOf } from '../tasks/task-service.ts';
import { tasks } from '../tasks/tasks-table.ts';
import { visits } from '../visits/visits-tables.ts';
import { shipmentsForProcessing, shipmentsProcessed } from './work-place-counts.ts';
import { scanAtWorkPlace } from './work-place-scans.ts';

/** The employee workplace's screen (platform §2 `employee_workplace`). */
const WORK_PLACE_ROLES = routeRoles('employee_workplace');
const WORK_PLACE = anyRole(...WORK_PLACE_ROLES);
/** Scanning there also needs the right to scan (platform §6 "Scanning"). */
const WORK_PLACE_SCAN: Permission = {
  kind: 'check',
  describe: 'a role of employee_workplace, and can scanningEdit or pudoWorkplace (SCAN_WORK)',
  allows: (user, request) =>
    WORK_PLACE_ROLES.some((role) => user.groups.includes(role)) &&
    SCAN_WORK.kind === 'check' &&
    SCAN_WORK.allows(user, request),
};

/** Visits still being worked on. */
const OPEN_VISIT = sql`${visits.status} in ('Open', 'InProgress')`;

/**
 * The employee workplace's recent activity (registers §2.4): the user's own visits, at most
 * eight, open ones first, then the most recently changed. Scans and tasks join the list when
 * they exist; the item shape already says which kind each one is.
 */
export async function recentActivity(db: Database, login: string): Promise<RecentActivityItem[]> {
  const rows = await db
    .select({
      id: visits.id,
      number: visits.number,
      status: visits.status,
      open: sql<boolean>`${OPEN_VISIT}`,
      updatedAt: visits.updatedAt,
    })
    .from(visits)
    .where(and(eq(visits.user, login), isNull(visits.deletedAt)))
    .orderBy(desc(OPEN_VISIT), desc(visits.updatedAt), desc(visits.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    type: 'visit',
    ...row,
    open: Boolean(row.open),
    updatedAt: row.updatedAt.toISOString(),
  }));
}

/** A task row of the recent activity: the user's own InProgress tasks (registers §4 "Task"). */
export interface TaskActivityItem {
  type: 'task';
  id: string;
  number: string;
  status: string;
  open: boolean;
  updatedAt: string;
}

/** The user's own InProgress tasks count as open activity (registers §4 "Task"). */
export async function ownInProgressTasks(db: Database, login: string): Promise<TaskActivityItem[]> {
  const rows = await db
    .select({
      id: tasks.id,
      number: sql<string>`coalesce(${tasks.ownerDocumentNumber}, ${tasks.title}, ${tasks.type})`,
      status: tasks.status,
      updatedAt: tasks.updatedAt,
    })
    .from(tasks)
    .where(inProgressOf(login))
    .orderBy(desc(tasks.updatedAt), desc(tasks.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({ type: 'task', ...row, open: true, updatedAt: row.updatedAt.toISOString() }));
}

/** Visits and InProgress tasks together: open first, newest change first, at most eight. */
async function recentWork(db: Database, login: string) {
  const items: (RecentActivityItem | TaskActivityItem | ScanActivityItem)[] = [
    ...(await ownRecentScans(db, login)),
    ...(await ownInProgressTasks(db, login)),
    ...(await recentActivity(db, login)),
  ];
  return items
    .sort((a, b) => Number(b.open) - Number(a.open) || b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, RECENT_ACTIVITY_LIMIT);
}

export async function workPlaceRoutes(app: FastifyInstance, options: { db: Database }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const tags = ['work-place'];
  // The user's own work only, so any signed-in user may ask.
  app.get(
    '/work-place/recent-activity',
    { config: { permission: SIGNED_IN }, schema: { tags: ['work-place'] } },
    async (request) => ({ items: await recentWork(options.db, request.authUser!.login) }),
  );

  routes.get(
    '/work-place/shipment-processed',
    { config: { permission: WORK_PLACE }, schema: { tags } },
    (request) => shipmentsProcessed(db, request.authUser!),
  );

  routes.get(
    '/work-place/shipment-for-processed',
    { config: { permission: WORK_PLACE }, schema: { tags } },
    (request) => shipmentsForProcessing(db, request.authUser!),
  );

  routes.post(
    '/work-place/scans',
    { config: { permission: WORK_PLACE_SCAN }, schema: { tags, body: workPlaceScanSchema } },
    async (request) => {
      try {
        return await db.transaction((tx) => scanAtWorkPlace(tx, request.authUser!, request.body.barcode));
      } catch (error) {
        return rethrowAsClientError(error);
      }
    },
  );
}
