import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * An instance's state as a load balancer sees it (`/health/ready`): ready once its start-up work is
 * done, draining from SIGTERM until it exits.
 */
export interface Lifecycle {
  ready: boolean;
  draining: boolean;
}

export function createLifecycle(ready = true): Lifecycle {
  return { ready, draining: false };
}

/** A caller's request id is kept when it is a plain token (a proxy's, a client's); otherwise a new one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Every answer names its request id (the log lines carry it as `requestId`), and while the instance
 * drains its answers ask the client (the proxy) to close the connection, so the next request opens a
 * new one to an instance that is staying.
 */
export function lifecycleHooks(app: FastifyInstance, lifecycle: Lifecycle) {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    reply.header('x-request-id', request.id);
    if (lifecycle.draining) reply.header('connection', 'close');
    return payload;
  });
}
