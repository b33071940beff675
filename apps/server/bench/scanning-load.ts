import { Agent, request as httpRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import autocannon from 'autocannon';
import { API_PREFIX } from '../src/http/permissions.ts';
import { percentile } from './percentile.ts';

/**
 * The scanning load, in a process of its own (as load-generator.ts): `clerks` connections, each
 * request one scan `POST scan-registry/{id}/scans`; request n goes to registry n mod clerks, so
 * every clerk scans into a registry of their own at the same time, each barcode once.
 */
export interface ScanLoadRequest {
  origin: string;
  headers: Record<string, string>;
  registries: { id: string; barcodes: string[] }[];
  /**
   * Scans a second of each clerk; without it every clerk scans again as soon as answered (autocannon).
   * Paced clerks start at random moments of their first interval, as people at separate tables do.
   */
  ratePerClerk?: number;
}

export interface ScanLoadResult {
  requests: number;
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

const scanPath = (registryId: string) => `${API_PREFIX}/scan-registry/${registryId}/scans`;

/** One scan on the clerk's own kept-alive connection; resolves with its status and milliseconds. */
function scanOnce(agent: Agent, origin: URL, headers: Record<string, string>, path: string, body: string) {
  return new Promise<{ status: number; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const sent = httpRequest(
      {
        agent,
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path,
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
        },
      },
      (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    sent.once('error', reject);
    sent.end(body);
  });
}

/**
 * Paced clerks: each scans its barcodes one at a time on its own connection, the next one
 * `1 / rate` seconds after the previous was due (at once when the answer came later than that),
 * the first at a random moment of the first interval.
 */
async function pacedLoad(request: ScanLoadRequest & { ratePerClerk: number }): Promise<ScanLoadResult> {
  const origin = new URL(request.origin);
  const interval = 1000 / request.ratePerClerk;
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const started = performance.now();
  await Promise.all(
    request.registries.map(async (registry) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      let due = performance.now() + Math.random() * interval;
      for (const barcode of registry.barcodes) {
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        due += interval;
        try {
          const { status, ms } = await scanOnce(
            agent,
            origin,
            request.headers,
            scanPath(registry.id),
            JSON.stringify({ barcode }),
          );
          latencies.push(ms);
          if (status < 200 || status >= 300) non2xx += 1;
        } catch {
          errors += 1;
        }
      }
      agent.destroy();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const at = (share: number) => Math.round(percentile(latencies, share) * 10) / 10;
  return {
    requests: latencies.length,
    requestsPerSecond: latencies.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: at(1),
    non2xx,
    errors,
  };
}

process.once('message', async (request: ScanLoadRequest) => {
  if (request.ratePerClerk) {
    const summary = await pacedLoad({ ...request, ratePerClerk: request.ratePerClerk });
    process.send?.(summary, () => process.exit(0));
    return;
  }
  const clerks = request.registries.length;
  const total = request.registries.reduce((sum, registry) => sum + registry.barcodes.length, 0);
  let next = 0;
  const result = await autocannon({
    url: request.origin,
    connections: clerks,
    amount: total,
    headers: { ...request.headers, 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (raw) => {
          const registry = request.registries[next % clerks]!;
          const barcode = registry.barcodes[Math.floor(next / clerks) % registry.barcodes.length]!;
          next += 1;
          return {
            ...raw,
            method: 'POST',
            path: scanPath(registry.id),
            body: JSON.stringify({ barcode }),
          };
        },
      },
    ],
  });
  const summary: ScanLoadResult = {
    requests: result.requests.total,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.send?.(summary, () => process.exit(0));
});
