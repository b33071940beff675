import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findings, REPOSITORY_ROOT, sourceFiles, where } from '../testing/source-scan.ts';

/**
 * Issue 30: "today" is the day of a place (`todayIn`, `dayIn` in time/zoned-time.ts), never the
 * first ten characters of a UTC string, which give yesterday for half a day east of Greenwich
 * after midnight. This check reads the server's, the domain's and the console's source (tests,
 * benches and seeds aside: a seed's "today" is the demo's fill day) for a day cut from
 * `toISOString()` or `toJSON()`, outside the files below.
 */
const TREES = ['apps/server/src', 'packages/domain/src', 'apps/web/src', 'packages/routing/src'];
const SKIPPED_FOLDERS = ['seed'];

/** Files that may cut a day from a UTC string, and why. */
const ALLOWED: Readonly<Record<string, string>> = {};

const UTC_DAY =
  /\.to(?:ISOString|JSON)\(\)\s*\.\s*(?:slice|substring|substr)\(\s*0\s*,\s*10\s*\)|\.to(?:ISOString|JSON)\(\)\s*\.\s*split\(\s*['"]T['"]\s*\)/;

describe('no day is taken from a UTC string (issue 30)', () => {
  it('reads the source trees', () => {
    expect(sourceFiles(join(REPOSITORY_ROOT, 'apps/server/src'), SKIPPED_FOLDERS).length).toBeGreaterThan(
      100,
    );
  });

  it('catches the forms it looks for', () => {
    expect(UTC_DAY.test('new Date().toISOString().slice(0, 10)')).toBe(true);
    expect(UTC_DAY.test('now.toJSON().substring(0,10)')).toBe(true);
    expect(UTC_DAY.test("date.toISOString().split('T')[0]")).toBe(true);
    expect(UTC_DAY.test('dayjs(value).toISOString().slice(0, 19)')).toBe(false);
  });

  it('finds none outside the allowed files', () => {
    const found = findings(TREES, (line, file) => UTC_DAY.test(line) && !(file in ALLOWED), SKIPPED_FOLDERS);
    expect(where(found)).toEqual([]);
  });
});
