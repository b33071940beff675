import { RECENT_ACTIVITY_LIMIT, type RecentActivityItem } from '@console/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.ts';
import { SIGNED_IN } from '../../http/permissions.ts';
import { visits } from '../visits/visits-tables.ts';

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

export async function workPlaceRoutes(app: FastifyInstance, options: { db: Database }) {
  // The user's own work only, so any signed-in user may ask.
  app.get(
    '/work-place/recent-activity',
    { config: { permission: SIGNED_IN }, schema: { tags: ['work-place'] } },
    async (request) => ({ items: await recentActivity(options.db, request.authUser!.login) }),
  );
}
