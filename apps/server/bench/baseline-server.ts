import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { SERVER_POOL_SIZE } from '../src/db/database.ts';
import { listResult } from '../src/features/registers/register-service.ts';

export interface Statement {
  /** A prepared statement's name, where the API prepares it too. */
  name?: string;
  text: string;
  values: unknown[];
}

/** One list request of a scenario as the API runs it, its SQL taken from the register service. */
export interface PreparedList {
  /** The page, the list's total on each row (column `__total`). */
  page: Statement;
  /** The total alone, for a page past the end. */
  total: Statement;
  offset: number;
  limit: number;
}

/** A request the baseline answers by running its statements on its own pool (the visit search). */
export type PreparedAnswer = (pool: pg.Pool) => Promise<unknown>;

export interface RunningServer {
  origin: string;
  close(): Promise<void>;
}

/** A date column stays its `YYYY-MM-DD` text, as the API's driver reads it (Drizzle's date mode string). */
const DATE_OID = 1082;
const getTypeParser = ((oid: number, format?: 'text' | 'binary') =>
  oid === DATE_OID
    ? (value: string) => value
    : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser;

function sendJson(response: ServerResponse, value: unknown) {
  const body = JSON.stringify(value);
  response
    .writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
    })
    .end(body);
}

/**
 * The floor the API is measured against: a bare `node:http` handler that looks the request's URL
 * up among the prepared lists and runs the same SQL through its own `pg` pool — the page statement
 * with the total on each row, the total alone only for a page past the end, as the API does —
 * answering the same JSON. It does no parsing, validation, sign-in check or SQL building.
 * `answers` are other requests, each with the API's own statements prepared for its URL.
 */
export async function startBaseline(
  databaseUrl: string,
  lists: ReadonlyMap<string, PreparedList>,
  answers: ReadonlyMap<string, PreparedAnswer> = new Map(),
): Promise<RunningServer> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: SERVER_POOL_SIZE,
    types: { getTypeParser },
  });

  const server = createServer(async (request, response) => {
    const list = lists.get(request.url ?? '');
    const answer = answers.get(request.url ?? '');
    if (!list && !answer) {
      response.writeHead(404).end();
      return;
    }
    try {
      if (answer) {
        sendJson(response, await answer(pool));
        return;
      }
      const page = await pool.query(list!.page);
      const items = page.rows as Record<string, unknown>[];
      let total = items.length > 0 ? Number(items[0]?.__total) : 0;
      if (items.length === 0 && list!.offset > 0) {
        total = Number((await pool.query(list!.total)).rows[0]?.__total ?? 0);
      }
      for (const item of items) delete item.__total;
      // The API's own page arithmetic (a count past COUNT_AHEAD is a lower bound).
      sendJson(response, listResult(items, total, list!.offset, list!.limit));
    } catch (error) {
      response.writeHead(500).end(String(error));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
      await pool.end();
    },
  };
}
