import type { FastifyBaseLogger } from 'fastify';

/**
 * A pass of background work on a timer (the notification outbox, the upload purge): started with
 * the app, not in tests (they call the pass themselves), one pass at a time per instance, and a
 * stop that waits for the pass under way. A failed pass is logged by its error code only, and the
 * next tick tries again; PostgreSQL's locks keep the instances' passes apart.
 */
export function periodicPass(
  pass: () => Promise<unknown>,
  options: { intervalMs: number; log: FastifyBaseLogger; failure: string },
) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;

  function tick() {
    if (running) return;
    running = pass()
      .catch((error: unknown) => {
        const code = (error as { code?: unknown }).code;
        options.log.warn({ code: typeof code === 'string' ? code : undefined }, options.failure);
      })
      .finally(() => {
        running = undefined;
      });
  }

  return {
    start() {
      timer ??= setInterval(tick, options.intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
