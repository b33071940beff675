import type { RouteBuild, RouteBuildJobStatus, RouteBuildResult } from '@console/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { users } from '../auth/auth-tables.ts';
import { divisions } from '../divisions/divisions-table.ts';

/** Why a build failed: the answer `POST routes/build` gives for it. */
export interface RouteBuildJobError {
  statusCode: number;
  code: string;
  message: string;
}

/**
 * Route builds as jobs (docs/decisions.md "Expensive work is bounded"): `POST routes/build` queues a
 * row; an API instance with a free solver slot claims it with `FOR UPDATE SKIP LOCKED`, keeps its
 * heartbeat fresh while it runs and writes the answer or the error back. A running row whose
 * heartbeat went stale (its instance died) is queued again. Finished rows are deleted after a day.
 */
export const routeBuildJobs = pgTable(
  'route_build_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestedBy: uuid('requested_by')
      .notNull()
      .references(() => users.id),
    /** The requester's login: the built routes' `createdByUser` and the audit's user. */
    requestedByLogin: varchar('requested_by_login', { length: 100 }).notNull(),
    divisionId: uuid('division_id')
      .notNull()
      .references(() => divisions.id),
    /** The POST's body (`routeBuildSchema`). */
    request: jsonb('request').$type<RouteBuild>().notNull(),
    status: varchar('status', { length: 20 }).$type<RouteBuildJobStatus>().notNull().default('queued'),
    /** 0–100 (see `RouteBuildJobView.progress`), written with the heartbeat. */
    progress: integer('progress').notNull().default(0),
    result: jsonb('result').$type<RouteBuildResult>(),
    error: jsonb('error').$type<RouteBuildJobError>(),
    /** Claims so far: a job that keeps losing its instance fails after a few. */
    attempts: integer('attempts').notNull().default(0),
    /** The instance running it (host, process and a random part). */
    claimedBy: varchar('claimed_by', { length: 120 }),
    /** Refreshed by the running instance; the database's clock. */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // The queue, oldest first.
    index('route_build_jobs_queued_idx').on(table.createdAt).where(sql`${table.status} = 'queued'`),
    // Stale claims.
    index('route_build_jobs_running_idx').on(table.heartbeatAt).where(sql`${table.status} = 'running'`),
    // A user's builds under way (the per-user cap).
    index('route_build_jobs_requester_idx')
      .on(table.requestedBy)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('route_build_jobs_finished_idx').on(table.finishedAt),
  ],
);
