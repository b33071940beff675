import { routeBuildSchema } from '@console/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteBuildSettings } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { API_PREFIX } from '../../http/permissions.ts';
import { checkDivisionInScope } from '../tasks/task-scope.ts';
import { DISPATCH } from './courier-route-routes.ts';
import { buildJobView, enqueueBuild, ROUTE_BUILD_JOB_SCOPE, readBuildJob } from './route-build-queue.ts';
import type { RouteBuildWorker } from './route-build-worker.ts';
import { checkBuildable } from './route-building.ts';

const idParams = z.strictObject({ id: z.uuid() });
const tags = ['routes'];

/**
 * RFC 7240 `Prefer`: `respond-async` asks for the 202 at once, `wait=N` for at most N seconds of
 * waiting (never longer than the server's own bound).
 */
export function preferenceOf(header: string | string[] | undefined): {
  respondAsync: boolean;
  waitSeconds?: number;
} {
  const tokens = [header ?? []]
    .flat()
    .join(',')
    .split(/[,;]/)
    .map((token) => token.trim().toLowerCase());
  const wait = tokens.map((token) => /^wait\s*=\s*"?(\d{1,6})"?$/.exec(token)?.[1]).find(Boolean);
  return { respondAsync: tokens.includes('respond-async'), ...(wait ? { waitSeconds: Number(wait) } : {}) };
}

/**
 * Issue 10's "Build routes" as a job (docs/decisions.md "Expensive work is bounded"). The POST
 * queues the build and, as before, answers the built routes once it is done, or the error that
 * failed it; asked to (`Prefer: respond-async`), or when the build is not done within the wait
 * bound, it answers 202 with the job instead, which `GET routes/build-jobs/{id}` follows.
 */
export async function routeBuildRoutes(
  app: FastifyInstance,
  options: { db: Database; builds: RouteBuildWorker; settings: RouteBuildSettings },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, builds, settings } = options;

  routes.post(
    '/routes/build',
    { config: { permission: DISPATCH }, schema: { tags, body: routeBuildSchema } },
    async (request, reply) => {
      const user = request.authUser!;
      await checkDivisionInScope(db, user, request.body.divisionId);
      // What fails a build at once is answered at once, queueing nothing.
      await checkBuildable(db, request.body);
      const job = await enqueueBuild(db, user, request.body, settings.perUser);
      request.log.info({ jobId: job.id, divisionId: job.divisionId }, 'route build queued');
      void builds.wake();
      const prefer = preferenceOf(request.headers.prefer);
      const waitSeconds = prefer.respondAsync
        ? 0
        : Math.min(prefer.waitSeconds ?? settings.waitSeconds, settings.waitSeconds);
      const settled = waitSeconds > 0 ? ((await builds.settled(job.id, waitSeconds * 1000)) ?? job) : job;
      if (settled.status === 'done' && settled.result) return settled.result;
      if (settled.status === 'failed' && settled.error) {
        throw new HttpError(settled.error.statusCode, settled.error.code, settled.error.message);
      }
      if (prefer.respondAsync) reply.header('preference-applied', 'respond-async');
      return reply
        .status(202)
        .header('location', `${API_PREFIX}/routes/build-jobs/${job.id}`)
        .send(await buildJobView(db, settled));
    },
  );

  routes.get(
    '/routes/build-jobs/:id',
    {
      config: { permission: DISPATCH, scope: { id: ROUTE_BUILD_JOB_SCOPE } },
      schema: { tags, params: idParams },
    },
    async (request) => {
      const job = await readBuildJob(db, request.params.id);
      if (!job) throw notFound(ROUTE_BUILD_JOB_SCOPE.notFound);
      return buildJobView(db, job);
    },
  );
}
