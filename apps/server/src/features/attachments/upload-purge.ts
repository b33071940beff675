import { and, asc, eq, exists, inArray, isNull, lt, not, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { UNLINKED_UPLOAD_TTL_HOURS } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { periodicPass } from '../../periodic-pass.ts';
import { problemParcelAttachments } from '../problem-parcels/problem-parcels-tables.ts';
import { shipmentAttachments, uploads } from './attachments-tables.ts';
import type { FileStore } from './file-store.ts';

/** How often each instance looks for uploads to purge; the advisory lock lets one at a time do it. */
export const UPLOAD_PURGE_INTERVAL_MS = 10 * 60_000;
const BATCH = 100;
/** A pass stops after this many batches; the next tick goes on. */
const MAX_BATCHES = 50;
/** The advisory lock of the purge (transaction-scoped: a dead instance's lock goes with its connection). */
const PURGE_LOCK = 'uploads:purge-unlinked';

const linkedToShipment = (db: Database) =>
  exists(
    db.select({ one: sql`1` }).from(shipmentAttachments).where(eq(shipmentAttachments.uploadId, uploads.id)),
  );
const linkedToProblemParcel = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(problemParcelAttachments)
      .where(eq(problemParcelAttachments.url, uploads.url)),
  );

/**
 * One batch in one transaction: only the instance holding the advisory lock works (another
 * instance's tick answers `locked`), and the rows are taken `FOR UPDATE`, so a link being made
 * to one of them at that moment waits and then fails on its foreign key instead of pointing at
 * a purged file. An old upload found linked (a link made without marking it, a deleted
 * attachment kept for the history) is marked `linked_at` and never looked at again. Answers the
 * keys whose rows were deleted; their files go after the commit.
 */
async function purgeBatch(db: Database, cutoff: Date, now: Date) {
  return db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${PURGE_LOCK})) as locked`);
    const [lock] = (locked as unknown as { rows: { locked: boolean }[] }).rows;
    if (!lock?.locked) return { locked: true, examined: 0, linked: 0, urls: [] as string[] };
    const due = await tx
      .select({
        id: uploads.id,
        url: uploads.url,
        linked: sql<boolean>`${or(linkedToShipment(db), linkedToProblemParcel(db))}`,
      })
      .from(uploads)
      .where(and(isNull(uploads.linkedAt), lt(uploads.createdAt, cutoff)))
      .orderBy(asc(uploads.createdAt))
      .limit(BATCH)
      .for('update', { of: uploads, skipLocked: true });
    const linkedIds = due.filter((row) => row.linked).map((row) => row.id);
    const unlinkedIds = due.filter((row) => !row.linked).map((row) => row.id);
    if (linkedIds.length)
      await tx.update(uploads).set({ linkedAt: now }).where(inArray(uploads.id, linkedIds));
    const deleted = unlinkedIds.length
      ? await tx
          .delete(uploads)
          .where(
            and(inArray(uploads.id, unlinkedIds), not(linkedToShipment(db)), not(linkedToProblemParcel(db))),
          )
          .returning({ url: uploads.url })
      : [];
    return {
      locked: false,
      examined: due.length,
      linked: linkedIds.length,
      urls: deleted.map((row) => row.url),
    };
  });
}

export interface UploadPurgeResult {
  /** Another instance held the purge's lock: this pass did nothing. */
  skipped: boolean;
  purged: number;
  markedLinked: number;
}

/**
 * Deletes the uploads no shipment or problem parcel links `ttlHours` after `POST uploads`
 * stored them: the row, then the file in the store (directory or S3). A file whose deletion
 * fails stays in the store without a row (logged by its key); the row is never left pointing
 * at a missing file.
 */
export async function purgeUnlinkedUploads(
  db: Database,
  store: FileStore,
  log: FastifyBaseLogger,
  options: { now?: Date; ttlHours?: number } = {},
): Promise<UploadPurgeResult> {
  const now = options.now ?? new Date();
  const cutoff = new Date(now.getTime() - (options.ttlHours ?? UNLINKED_UPLOAD_TTL_HOURS) * 3_600_000);
  const result: UploadPurgeResult = { skipped: false, purged: 0, markedLinked: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const { locked, examined, linked, urls } = await purgeBatch(db, cutoff, now);
    if (locked) return { ...result, skipped: batch === 0 };
    result.markedLinked += linked;
    for (const url of urls) {
      try {
        await store.delete(url);
        result.purged += 1;
      } catch (error) {
        const code = (error as { code?: unknown; name?: unknown }).code ?? (error as { name?: unknown }).name;
        log.warn(
          { upload: url, code: typeof code === 'string' ? code : undefined },
          'purged upload file not deleted',
        );
      }
    }
    if (examined < BATCH) break;
  }
  if (result.purged) log.info({ purged: result.purged }, 'unlinked uploads purged');
  return result;
}

export interface UploadPurgeWorker {
  /** One pass (tests drive the purge with it). */
  purgeOnce(now?: Date): Promise<UploadPurgeResult>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * The purge on a timer, as the notification workers run: started with the app (not in tests),
 * stopped when it closes, waiting for a pass under way. Every instance ticks; PostgreSQL's
 * advisory lock and row locks make one pass at a time do the work.
 */
export function createUploadPurgeWorker(options: {
  db: Database;
  store: FileStore;
  log: FastifyBaseLogger;
  ttlHours: number;
  intervalMs: number;
}): UploadPurgeWorker {
  const { db, store, log, ttlHours } = options;
  const purgeOnce = (now?: Date) => purgeUnlinkedUploads(db, store, log, { now, ttlHours });
  const timer = periodicPass(() => purgeOnce(), {
    intervalMs: options.intervalMs,
    log,
    failure: 'upload purge failed',
  });
  return { purgeOnce, start: timer.start, stop: timer.stop };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The purge of unlinked uploads (`purgeOnce` for tests). */
    uploadPurge: UploadPurgeWorker;
  }
}
