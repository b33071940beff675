import autocannon from 'autocannon';

/**
 * The load generator, in a process of its own so that autocannon never shares an event loop with
 * the server it measures. The parent sends one `LoadRequest` and gets one `LoadResult` back.
 */
export interface LoadRequest {
  /** Origin of the server, e.g. `http://127.0.0.1:41234`. */
  origin: string;
  /** Paths with query strings; requests walk through them in this order, round and round. */
  paths: readonly string[];
  headers: Record<string, string>;
  connections: number;
  warmUpSeconds: number;
  seconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function drive(request: LoadRequest, seconds: number): Promise<autocannon.Result> {
  // One counter for all connections: concurrent requests ask for different values.
  let next = 0;
  return autocannon({
    url: request.origin,
    connections: request.connections,
    duration: seconds,
    headers: request.headers,
    requests: [
      {
        setupRequest: (raw) => {
          const path = request.paths[next % request.paths.length]!;
          next += 1;
          return { ...raw, path };
        },
      },
    ],
  });
}

process.once('message', async (request: LoadRequest) => {
  if (request.warmUpSeconds > 0) await drive(request, request.warmUpSeconds);
  const result = await drive(request, request.seconds);
  const summary: LoadResult = {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
  };
  process.send?.(summary, () => process.exit(0));
});
