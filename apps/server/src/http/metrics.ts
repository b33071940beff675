import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

export interface MetricsSources {
  /** Connections of the database pool and calls waiting for one. */
  pool(): { total: number; idle: number; waiting: number };
  /** Jobs waiting in each durable queue (e.g. the notification outbox), read at scrape time. */
  queues?: () => Promise<Record<string, number>>;
}

/**
 * Prometheus metrics of one API instance: requests and latency per route and status, the database
 * pool, event-loop lag (with the process's default metrics) and queued jobs. A registry of its own
 * per app, so tests that build several apps in one process do not share counters.
 */
export function instrument(app: FastifyInstance, sources: MetricsSources): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database connections of this instance, by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = sources.pool();
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'in_use' }, stats.total - stats.idle);
    },
  });
  new Gauge({
    name: 'db_pool_waiting',
    help: 'Calls waiting for a database connection',
    registers: [registry],
    collect() {
      this.set(sources.pool().waiting);
    },
  });
  new Gauge({
    name: 'jobs_queued',
    help: 'Jobs waiting in each durable queue',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      const queues: Record<string, number> = (await sources.queues?.().catch(() => undefined)) ?? {};
      for (const [queue, count] of Object.entries(queues)) this.set({ queue }, count);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, never its filled-in path: ids do not become labels.
    const route = request.routeOptions.url ?? 'unmatched';
    if (!route.startsWith('/api/')) return;
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
  return registry;
}

/**
 * Whether the header is exactly `Bearer <token>`: the scheme as written, one space, the token.
 * The whole header is compared in constant time (only its length can show through).
 */
function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** `GET /metrics` on the API port, only with `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  app.get('/metrics', async (request, reply) => {
    if (!tokenMatches(request.headers.authorization, token))
      return reply.status(401).send({ code: 'UNAUTHORIZED', message: 'A metrics token is required' });
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

/**
 * A port of its own serving `/metrics` without a token, on `host` (METRICS_HOST, loopback unless the
 * operator opens it): reachable only where the operator lets it be.
 */
export function metricsServer(registry: Registry, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    registry.metrics().then(
      (body) => response.writeHead(200, { 'content-type': registry.contentType }).end(body),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's Prometheus registry (`/metrics`, or the metrics port). */
    metrics: Registry;
  }
}
