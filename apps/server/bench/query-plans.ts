import pg from 'pg';
import type { Statement } from './baseline-server.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

/** What a statement's plan reads: the indexes it scans, the tables it scans whole, and its time. */
export interface PlanSummary {
  indexes: string[];
  sequentialScans: string[];
  milliseconds: number;
}

function walk(node: PlanNode, summary: PlanSummary) {
  const index = node['Index Name'];
  if (index && !summary.indexes.includes(index)) summary.indexes.push(index);
  const relation = node['Relation Name'];
  if (node['Node Type'] === 'Seq Scan' && relation && !summary.sequentialScans.includes(relation))
    summary.sequentialScans.push(relation);
  for (const child of node.Plans ?? []) walk(child, summary);
}

/** EXPLAIN ANALYZE of each statement, on a connection of its own (after the load, data warm). */
export async function explainStatements(
  databaseUrl: string,
  statements: readonly Statement[],
): Promise<PlanSummary> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const summary: PlanSummary = { indexes: [], sequentialScans: [], milliseconds: 0 };
  try {
    for (const statement of statements) {
      const result = await client.query({
        text: `explain (analyze, format json) ${statement.text}`,
        values: statement.values,
      });
      const [plan] = result.rows[0]['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[];
      if (!plan) continue;
      walk(plan.Plan, summary);
      summary.milliseconds += plan['Execution Time'];
    }
  } finally {
    await client.end();
  }
  return summary;
}

export function describePlan(summary: PlanSummary): string {
  const indexes =
    summary.indexes.length > 0 ? summary.indexes.map((name) => `\`${name}\``).join(', ') : 'none';
  const scans =
    summary.sequentialScans.length > 0
      ? `; sequential scan of ${summary.sequentialScans.map((name) => `\`${name}\``).join(', ')}`
      : '';
  return `${indexes}${scans} (${summary.milliseconds.toFixed(1)} ms alone)`;
}
