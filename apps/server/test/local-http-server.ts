import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body parsed as JSON, or its text when it is not JSON. */
  body: unknown;
}

/** What the server does with one request: answer it (`reply`), or leave it hanging (a time-out). */
export type Handler = (request: ReceivedRequest, reply: ServerResponse) => void | Promise<void>;

/**
 * A `node:http` server on a free loopback port standing in for an outside service (NovaPay, the
 * vehicle service, an issuer's key endpoint): it records every request and answers as the test's
 * current handler says. Requests left hanging are cut when the server closes.
 */
export async function localHttpServer(initial: Handler) {
  let handler = initial;
  const received: ReceivedRequest[] = [];
  const server = createServer(async (request, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {}
    const seen = { method: request.method ?? '', path: request.url ?? '', headers: request.headers, body };
    received.push(seen);
    await handler(seen, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    /** The handler of the requests from now on. */
    answer(next: Handler) {
      handler = next;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** Answers JSON with a status. */
export const json =
  (status: number, body: unknown): Handler =>
  (_request, reply) => {
    reply.writeHead(status, { 'content-type': 'application/json' });
    reply.end(JSON.stringify(body));
  };

/** Never answers: the caller's time-out has to end the call. */
export const silent: Handler = () => {};
