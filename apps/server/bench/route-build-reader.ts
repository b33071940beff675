/**
 * The list reader of the route-build bench, in a process of its own so that it never shares an
 * event loop with the server it measures: `loops` requests in a row each, until told to stop, then
 * it sends back when each request started (ms since the epoch) and how long it took.
 */
export interface ReaderRequest {
  url: string;
  headers: Record<string, string>;
  loops: number;
}

export interface Reading {
  startedAt: number;
  ms: number;
  status: number;
}

let stopping = false;
process.on('message', async (message: ReaderRequest | 'stop') => {
  if (message === 'stop') {
    stopping = true;
    return;
  }
  const readings: Reading[] = [];
  const loop = async () => {
    while (!stopping) {
      const startedAt = Date.now();
      const start = performance.now();
      const response = await fetch(message.url, { headers: message.headers });
      await response.arrayBuffer();
      readings.push({ startedAt, ms: performance.now() - start, status: response.status });
    }
  };
  await Promise.all(Array.from({ length: message.loops }, loop));
  process.send?.(readings, () => process.exit(0));
});
