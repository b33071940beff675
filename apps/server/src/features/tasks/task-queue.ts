import { dailyTaskDay, type TaskStatus } from '@console/domain';
import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import type { AuthUser } from '../../http/permissions.ts';
import { zoneOfUser } from '../countries/country-zone.ts';
import { divisions } from '../divisions/divisions-table.ts';
import { locationDivisionIds } from './task-scope.ts';
import { type TaskView, taskView } from './task-service.ts';
import { tasks } from './tasks-table.ts';

/** Open tasks count in the queue: New and InProgress (registers §4 "Task"). */
const OPEN: TaskStatus[] = ['New', 'InProgress'];
/** The most the queue shows at once. */
const QUEUE_LIMIT = 100;

/**
 * `GET tasks/queue`: the employee workplace's task list (registers §2.4) — today's open tasks the
 * user holds as executor, and today's unassigned New tasks of their branch or of the branches of
 * its location, to be taken. Today is the spec's daily task range (00:00–23:59) of the user's
 * division: a task of today's `day`, or without a day and created today on the division's clocks.
 * InProgress first, then by time window.
 */
export async function taskQueue(db: Database, user: AuthUser, now = new Date()): Promise<TaskView[]> {
  const zone = await zoneOfUser(db, user);
  const day = dailyTaskDay(zone, now);
  const location = await locationDivisionIds(db, user);
  const mine = eq(tasks.executor, user.login);
  const waiting =
    location.length > 0
      ? and(isNull(tasks.executor), eq(tasks.status, 'New'), inArray(tasks.divisionId, location))
      : undefined;
  const rows = await db
    .select({ task: tasks, division: divisions.name })
    .from(tasks)
    .leftJoin(divisions, eq(divisions.id, tasks.divisionId))
    .where(
      and(
        isNull(tasks.deletedAt),
        inArray(tasks.status, OPEN),
        or(mine, waiting),
        or(
          eq(tasks.day, day),
          and(isNull(tasks.day), sql`(${tasks.createdAt} at time zone ${zone})::date = ${day}::date`),
        ),
      ),
    )
    .orderBy(desc(sql`${tasks.status} = 'InProgress'`), asc(tasks.timeFrom), asc(tasks.createdAt))
    .limit(QUEUE_LIMIT);
  return rows.map((row) => taskView(row.task, row.division));
}
