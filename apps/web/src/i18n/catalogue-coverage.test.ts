import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SEED_CATALOGUES } from '@console/domain';
import { describe, expect, it } from 'vitest';

const SOURCE_ROOT = join(import.meta.dirname, '..');

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !entry.name.startsWith('test-kit')
      ? [path]
      : [];
  });
}

function has(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  for (const segment of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(segment in node)) return false;
    node = (node as Record<string, unknown>)[segment];
  }
  return typeof node === 'string';
}

/** Literal keys the console passes to `t(...)`, and the settings page's `label(...)` shorthand. */
function usedKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SOURCE_ROOT)) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([a-z][a-z0-9_]*(?:[.:][A-Za-z0-9_]+)*)'/g)) {
      keys.set((match[1] ?? '').replace(/^common:/, ''), file);
    }
    for (const match of text.matchAll(/\blabel\(\s*'([a-z_.]+)'\)/g)) {
      keys.set(`admin.pages.settings.${match[1]}`, file);
    }
  }
  return keys;
}

describe('console texts', () => {
  it('has an English seed text for every literal key the console uses', () => {
    const keys = usedKeys();
    expect(keys.size).toBeGreaterThan(80);
    // A counted text is found by its plural forms (`registers.list.total_other`).
    const missing = [...keys].filter(
      ([key]) => !has(SEED_CATALOGUES.en.common, key) && !has(SEED_CATALOGUES.en.common, `${key}_other`),
    );
    expect(missing.map(([key, file]) => `${key} (${file.slice(SOURCE_ROOT.length + 1)})`)).toEqual([]);
  });
});
