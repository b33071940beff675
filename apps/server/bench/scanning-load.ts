import autocannon from 'autocannon';

/**
 * The scanning load, in a process of its own (as load-generator.ts): `clerks` connections, each
 * request one scan `POST scan-registry/{id}/scans`; request n goes to registry n mod clerks, so
 * every clerk scans into a registry of their own at the same time, each barcode once.
 */
export interface ScanLoadRequest {
  origin: string;
  headers: Record<string, string>;
  registries: { id: string; barcodes: string[] }[];
  /** Scans a second of each clerk; without it every clerk scans again as soon as answered. */
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

process.once('message', async (request: ScanLoadRequest) => {
  const clerks = request.registries.length;
  const total = request.registries.reduce((sum, registry) => sum + registry.barcodes.length, 0);
  let next = 0;
  const result = await autocannon({
    url: request.origin,
    connections: clerks,
    amount: total,
    ...(request.ratePerClerk ? { connectionRate: request.ratePerClerk } : {}),
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
            path: `/api/v1/scan-registry/${registry.id}/scans`,
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
