import type { FastifyInstance, FastifyRequest } from 'fastify';

/** The cookie that keeps a user's reads on the primary for a moment after their own write. */
export const OWN_WRITE_COOKIE = 'console_own_write';

/**
 * How long after a write the writer's list reads stay on the primary: a streaming replica replays
 * within a second on a healthy cluster; this leaves it ten (docs/decisions.md "Read replica").
 */
export const OWN_WRITE_WINDOW_SECONDS = 10;

/**
 * With a read replica, every successful write answers with a short-lived cookie; the browser sends
 * it with the next calls, whichever instance answers them, and `readsOwnWrites` sends those reads
 * to the primary, so a clerk never misses the row they just saved.
 */
export function markOwnWrites(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return payload;
    // The matched route, never the raw URL (a percent-encoded path is the same route).
    if (!request.routeOptions.url?.startsWith('/api/')) return payload;
    reply.header(
      'set-cookie',
      `${OWN_WRITE_COOKIE}=1; Max-Age=${OWN_WRITE_WINDOW_SECONDS}; Path=/api; HttpOnly; SameSite=Strict`,
    );
    return payload;
  });
}

/** Whether this read comes right after the caller's own write (then it is served by the primary). */
export function readsOwnWrites(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && cookie.split(/;\s*/).some((part) => part === `${OWN_WRITE_COOKIE}=1`);
}
