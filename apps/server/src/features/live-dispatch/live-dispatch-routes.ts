import { dispatchEventsQuerySchema } from '@console/domain';
import { and, eq, max } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database, DatabaseHandle } from '../../db/database.ts';
import { HttpError, validationFailed } from '../../http/errors.ts';
import { DISPATCH } from '../courier-routes/courier-route-routes.ts';
import { checkDivisionInScope } from '../tasks/task-scope.ts';
import { DispatchEventHub } from './dispatch-event-hub.ts';
import { eventsAfter, purgeDispatchEvents } from './dispatch-events.ts';
import { dispatchEvents } from './dispatch-events-table.ts';
import { EventStream } from './event-stream.ts';

/** Open streams one instance holds at most; past it a console is asked to come back (503). */
export const MAX_STREAMS_PER_INSTANCE = 1_000;
const PURGE_EVERY_MS = 3_600_000;

/** The newest event id of a division: a stream opened without `Last-Event-ID` starts after it. */
async function newestId(db: Database, divisionId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(dispatchEvents.id) })
    .from(dispatchEvents)
    .where(and(eq(dispatchEvents.divisionId, divisionId)));
  return Number(row?.id ?? 0);
}

function lastEventIdOf(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value)) throw validationFailed({ 'headers.last-event-id': 'number.base' });
  return Number(value);
}

/**
 * Issue 27: `GET dispatch/events`, a division's live events for the courier-hub roles, as
 * Server-Sent Events. Events cross instances through PostgreSQL LISTEN/NOTIFY (dispatch-event-hub.ts);
 * a console that reconnects with `Last-Event-ID` first gets what it missed from the table.
 */
export async function liveDispatchRoutes(app: FastifyInstance, options: { database: DatabaseHandle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { database } = options;
  const db = database.db;
  const hub = new DispatchEventHub(database);
  const streams = new Set<EventStream>();
  const purge = setInterval(() => void purgeDispatchEvents(db).catch(() => undefined), PURGE_EVERY_MS);
  purge.unref();

  // A stopping instance ends its streams: the consoles reconnect to another one and resume.
  app.addHook('preClose', async () => {
    clearInterval(purge);
    for (const stream of streams) stream.close();
    await hub.close();
  });

  routes.get(
    '/dispatch/events',
    {
      config: { permission: DISPATCH },
      schema: { tags: ['live-dispatch'], querystring: dispatchEventsQuerySchema },
    },
    async (request, reply) => {
      const { divisionId } = request.query;
      await checkDivisionInScope(db, request.authUser!, divisionId);
      const resumeFrom = lastEventIdOf(request.headers['last-event-id']);
      if (streams.size >= MAX_STREAMS_PER_INSTANCE)
        throw new HttpError(503, 'TOO_MANY_STREAMS', 'Live updates are busy: they resume in a moment');
      const startAfter = resumeFrom ?? (await newestId(db, divisionId));

      const stream = new EventStream(reply.raw);
      stream.lastId = startAfter;
      let live = false;
      const waiting: Parameters<EventStream['send']>[0][] = [];
      const resend = async () => {
        for (const event of await eventsAfter(db, divisionId, stream.lastId)) stream.send(event);
      };
      const unsubscribe = await hub.subscribe(divisionId, {
        event: (event) => (live ? stream.send(event) : waiting.push(event)),
        missed: () => void resend().catch(() => undefined),
      });
      streams.add(stream);
      const end = () => {
        streams.delete(stream);
        unsubscribe();
        stream.close();
      };
      request.raw.on('close', end);
      reply.hijack();
      stream.open(reply.getHeaders());
      try {
        if (resumeFrom !== undefined) await resend();
      } finally {
        live = true;
        for (const event of waiting.splice(0)) stream.send(event);
      }
      request.log.info({ divisionId, resumeFrom: resumeFrom ?? null }, 'dispatch events stream opened');
    },
  );
}
