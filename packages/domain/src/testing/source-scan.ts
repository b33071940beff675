import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Test support for the guard tests (issue 30): reads the repository's source trees — tests,
 * benches and the folders named in `skip` aside — line by line.
 */
export const REPOSITORY_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface Finding {
  file: string;
  line: number;
  text: string;
}

export function sourceFiles(directory: string, skip: readonly string[] = []): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'bench', ...skip].includes(entry.name) ? [] : sourceFiles(path, skip);
    if (!/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || entry.name.endsWith('.d.ts'))
      return [];
    return [path];
  });
}

/** Every line of the trees (paths from the repository root) that `matches` picks, with its place. */
export function findings(
  trees: readonly string[],
  matches: (line: string, file: string) => boolean,
  skip: readonly string[] = [],
): Finding[] {
  return trees.flatMap((tree) =>
    sourceFiles(join(REPOSITORY_ROOT, tree), skip).flatMap((path) => {
      const file = relative(REPOSITORY_ROOT, path);
      return readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((text, index) =>
          matches(text, file) ? [{ file, line: index + 1, text: text.trim() }] : [],
        );
    }),
  );
}

export const where = (found: readonly Finding[]) =>
  found.map(({ file, line, text }) => `${file}:${line}: ${text}`);
