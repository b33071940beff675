import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findings as findingsIn, REPOSITORY_ROOT, sourceFiles, where } from '../testing/source-scan.ts';

/**
 * Issue 30: money is rounded in one place (money.ts), to the currency's minor units. This check
 * keeps float rounding from coming back: it reads the source trees (tests and benches aside) for
 * `Math.round(…)` by or over 100 and `* 100) / 100`, and for `toFixed(` outside the files below, whose
 * uses are no money. `toFixed(2)`, money's favourite, is allowed nowhere.
 */
const TREES = ['apps/server/src', 'apps/web/src', 'packages/domain/src', 'packages/routing/src'];

/** Files whose `toFixed(` rounds something other than money, and what. */
const TO_FIXED_ALLOWED: Readonly<Record<string, string>> = {
  'packages/domain/src/money/money.ts': 'big.js rounding to the minor unit: the one place money is rounded',
  'packages/domain/src/helpers.ts': 'percentage(): a ratio cut to 9 decimals before its ceiling',
  'apps/server/src/features/print-forms/pdf-drawing.ts': 'kilograms and centimetres on the forms',
  'apps/server/src/features/customs/customs-export.ts': 'kilograms in the broker export',
  'apps/web/src/features/customs/customs-editor.tsx': 'parcel weights in kilograms',
  'apps/web/src/features/courier-routes/route-planning-panel.tsx': 'seconds and kilograms of a route',
  'apps/web/src/features/courier-routes/route-times.ts': 'kilometres of a route',
  'apps/web/src/features/courier-routes/dispatch-monitoring-panel.tsx': "a courier's position in degrees",
  'apps/web/src/features/courier-routes/courier-shift-form.ts': "a courier's start and end places in degrees",
  'apps/server/src/features/courier-routes/osrm-matrix.ts': 'coordinates in degrees sent to the road engine',
};

/** Files whose `Math.round(… * 100)` is a share, not money. */
const PERCENT_ALLOWED: Readonly<Record<string, string>> = {
  'apps/web/src/features/registers/list/export-progress.tsx': 'the export progress in percent',
};

const findings = (matches: (line: string, file: string) => boolean) => findingsIn(TREES, matches);

describe('money is not rounded as a binary float (issue 30)', () => {
  it('reads the source trees', () => {
    expect(sourceFiles(join(REPOSITORY_ROOT, 'packages/domain/src')).length).toBeGreaterThan(50);
  });

  it('rounds no amount with Math.round(x * 100) / 100', () => {
    const found = findings(
      (line, file) =>
        !(file in PERCENT_ALLOWED) &&
        (/Math\.round\(.*([*/]\s*\(?\s*100\b)/.test(line) || /\*\s*100\)\s*\/\s*100/.test(line)),
    );
    expect(where(found)).toEqual([]);
  });

  it('formats no amount with toFixed(2), and uses toFixed only where it is no money', () => {
    const found = findings(
      (line, file) =>
        /\.toFixed\(\s*2\s*\)/.test(line) || (/\.toFixed\(/.test(line) && !(file in TO_FIXED_ALLOWED)),
    );
    expect(where(found)).toEqual([]);
  });
});
