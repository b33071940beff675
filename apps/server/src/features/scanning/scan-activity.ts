import { RECENT_ACTIVITY_LIMIT, type ScanStatus } from '@console/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { scanRegistries } from './scanning-tables.ts';

/** A scan row of the employee workplace's recent activity (registers §2.4: visits, scans and tasks). */
export interface ScanActivityItem {
  type: 'scan';
  id: string;
  number: string;
  status: ScanStatus;
  open: boolean;
  updatedAt: string;
}

const OPEN_SCAN = sql`${scanRegistries.status} = 'Open'`;

/** The user's own scans, open first, then the most recently changed (index on user, status, date). */
export async function ownRecentScans(db: Database, login: string): Promise<ScanActivityItem[]> {
  const rows = await db
    .select({
      id: scanRegistries.id,
      number: scanRegistries.number,
      status: scanRegistries.status,
      updatedAt: scanRegistries.updatedAt,
    })
    .from(scanRegistries)
    .where(and(eq(scanRegistries.createdByUser, login), isNull(scanRegistries.deletedAt)))
    .orderBy(desc(OPEN_SCAN), desc(scanRegistries.updatedAt), desc(scanRegistries.id))
    .limit(RECENT_ACTIVITY_LIMIT);
  return rows.map((row) => ({
    type: 'scan',
    ...row,
    open: row.status === 'Open',
    updatedAt: row.updatedAt.toISOString(),
  }));
}
