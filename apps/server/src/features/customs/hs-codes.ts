import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type HsCode, parseCsv } from '@console/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/database.ts';
import { hsCodes } from './customs-tables.ts';

type Executor = Database | Transaction;

/** `seed/reference/hs-codes.csv`, seen from this folder when run from source and from `dist/` when bundled. */
function hsCodesFile(): string {
  const candidates = ['../../seed/reference/hs-codes.csv', '../src/seed/reference/hs-codes.csv'].map(
    (relative) => fileURLToPath(new URL(relative, import.meta.url)),
  );
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error('seed/reference/hs-codes.csv is missing');
  return found;
}

/** The codes of the HS 2022 file: chapters, headings and subheadings, without the TOTAL section. */
export function readHsCodes(text = readFileSync(hsCodesFile(), 'utf8')): HsCode[] {
  const [header, ...rows] = parseCsv(text);
  if (header?.join(',') !== 'section,hscode,description,parent,level') throw new Error('unexpected HS file');
  return (
    rows
      // Section TOTAL holds UN Comtrade's "commodities not specified" (99, 9999, 999999): not HS codes.
      .filter((row) => row.length === 5 && row[0] !== 'TOTAL' && /^\d{2,6}$/.test(row[1]!))
      .map(([section, code, description, , level]) => ({
        code: code!,
        description: description!,
        section: section!,
        level: Number(level),
      }))
  );
}

/** Loads the HS codes into a database that has none (reference data of every database). */
export async function seedHsCodes(db: Database) {
  const [any] = await db.select({ code: hsCodes.code }).from(hsCodes).limit(1);
  if (any) return;
  const parents = new Map<string, string>();
  const text = readFileSync(hsCodesFile(), 'utf8');
  for (const row of parseCsv(text).slice(1)) if (row.length === 5) parents.set(row[1]!, row[3]!);
  const codes = readHsCodes(text);
  await db.transaction(async (tx) => {
    for (let start = 0; start < codes.length; start += 1000) {
      await tx
        .insert(hsCodes)
        .values(
          codes.slice(start, start + 1000).map((code) => {
            const parent = parents.get(code.code);
            return { ...code, parent: parent && parent !== 'TOTAL' ? parent : null };
          }),
        )
        .onConflictDoNothing();
    }
  });
}

/**
 * `GET search-cargo-hs-codes`: digits search by code beginning (the byte-order index), anything
 * else by the words of the description, every word somewhere in it (the trigram index);
 * subheadings (6 digits, what a goods line declares) first, then in code order.
 */
export async function searchHsCodes(executor: Executor, search: string, limit: number): Promise<HsCode[]> {
  const text = search.trim();
  const digits = text.replace(/[\s.]/g, '');
  const columns = {
    code: hsCodes.code,
    description: hsCodes.description,
    level: hsCodes.level,
    section: hsCodes.section,
  };
  if (/^\d+$/.test(digits)) {
    // An 8- or 10-digit national code is looked up by its 6-digit subheading.
    const prefix = digits.slice(0, 6);
    return executor
      .select(columns)
      .from(hsCodes)
      .where(sql`${hsCodes.code} collate "C" like ${`${prefix}%`}`)
      .orderBy(sql`${hsCodes.level} = 6 desc`, sql`${hsCodes.code} collate "C"`)
      .limit(limit);
  }
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2)
    .slice(0, 6);
  if (words.length === 0) return [];
  const conditions = words.map((word) => sql`${hsCodes.description} ilike ${`%${escapeLike(word)}%`}`);
  return executor
    .select(columns)
    .from(hsCodes)
    .where(sql.join(conditions, sql` and `))
    .orderBy(sql`${hsCodes.level} = 6 desc`, asc(hsCodes.code))
    .limit(limit);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The 6-digit subheadings among `codes` that exist (8/10-digit codes are checked by their first 6). */
export async function existingSubheadings(
  executor: Executor,
  codes: readonly string[],
): Promise<Set<string>> {
  const subheadings = [...new Set(codes.map((code) => code.slice(0, 6)))];
  if (subheadings.length === 0) return new Set();
  const rows = await executor
    .select({ code: hsCodes.code })
    .from(hsCodes)
    .where(inArray(hsCodes.code, subheadings));
  return new Set(rows.map((row) => row.code).filter((code) => code.length === 6));
}
