import { API_PREFIX } from '../src/http/permissions.ts';
import { LOAD } from './measure.ts';
import { VISIT_SEARCH_P99_MS } from './operations-scenarios.ts';
import { TARGETS } from './report.ts';

/** docs/bench/operations.md: the table, the set-up, the plans and what exactly is compared. */
export function operationsReport(options: {
  table: string;
  details: readonly string[];
  plans: readonly string[];
  verdict: string;
}): string {
  return [
    '# Operational lists and visit search at production size',
    '',
    'Written by `npm run bench` (`apps/server/bench/operations-suite.ts`); the figures of the last run.',
    `Targets (issue 9): at ${LOAD.connections} connections API p99 under ${TARGETS.p99Milliseconds} ms (the visit search under ${VISIT_SEARCH_P99_MS} ms), and at least ${TARGETS.shareOfBaseline * 100} % of the baseline's throughput. The machine is shared with other work: both sides were measured in turn, round by round, under the same conditions, so the share is the figure to read; the absolute numbers move with the neighbours' load.`,
    '',
    options.table,
    '',
    `**${options.verdict}**`,
    '',
    ...options.details,
    '',
    '## Query plans',
    '',
    "EXPLAIN ANALYZE of each scenario's first request after the load (the indexes its plan reads; a sequential scan would be named):",
    '',
    ...options.plans,
    '',
    '## What is measured',
    '',
    `- **Visit list**: \`GET ${API_PREFIX}/visits?page=1&limit=15&createdAtFrom={today}\` as the demo clerk \`operator\` (branch employee at WAW-1): the list's scope narrows it to the clerk's division, newest first, with the exact total. The generated WAW-1 is the counter of one Polish visit in twenty, about 55 visits a day.`,
    `- **Shipments by parcel number**: \`GET ${API_PREFIX}/shipments?parcelsNumbers[]={number}\` for 400 parcel numbers (first parcels carry the shipment's number, further ones their own PC number). **By date range**: \`dateTimeFrom\`/\`dateTimeTo\` ranges of one to seven days over the year (about 5,500 shipments a day), newest first; the count stops 1,000 rows past the page ("more than 1,000", docs/decisions.md).`,
    `- **Visit search**: \`GET ${API_PREFIX}/shipments/visit-search/{text}\` for 400 scanned parcel numbers, and for 400 phones of senders and recipients — the way a clerk finds a customer's shipments by phone (the search also names the client from their shipments).`,
    "- **Baseline**: a bare `node:http` handler in the same process running the same SQL through its own `pg` pool and answering the same JSON: for lists the register service's statements (`listQueries`, after the same division scope), for the visit search the statements of `numberSearchQuery` and `phoneSearchQuery` grouped by the API's `searchResult`. Before the load every request goes once to both and the answers must be equal. The API does on top: sign-in check, access rule, validation, the scope's look-up of the clerk's division, and its SQL building.",
    '- **Data**: `apps/server/src/seed/bulk-operations.ts` writes it once by set-based SQL (`insert … select` over `generate_series`, values hashed from the row number, names and streets from the demo generator) and marks it done; later runs reuse it. Four consecutive shipments share a sender and a counter division and are the documents (one to three) of one visit; a customer sends and receives about ten shipments.',
    "- **Statements per request**: the API runs more than the baseline: its sign-in check asks whether the token's session was revoked (one query), and the visit list's scope reads the clerk's division (one more); the baseline runs only the list's or search's own statements. A plan's \"alone\" time is its statements' execution time once, after the load, without concurrency.",
    "- **Machine**: autocannon, the API or baseline and PostgreSQL share the same two cores, so every figure includes the load generator's own CPU use.",
    '',
  ].join('\n');
}
