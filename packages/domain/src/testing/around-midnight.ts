/**
 * Test support (issue 30): half an hour before and after a local midnight in three zones east of,
 * well east of, and at UTC, in winter and in summer. At 00:30 in Warsaw or Kyiv — and in Lisbon in
 * summer — UTC still reads the day before, so a day taken from a UTC string is caught by them.
 * The instants are written out, not computed with the helper they test.
 */
export interface AroundMidnight {
  zone: 'Europe/Warsaw' | 'Europe/Kyiv' | 'Europe/Lisbon';
  /** The local clock reading, `YYYY-MM-DD HH:mm`. */
  local: string;
  instant: Date;
  /** The local day at that instant. */
  day: string;
}

const moment = (zone: AroundMidnight['zone'], local: string, utc: string): AroundMidnight => ({
  zone,
  local,
  instant: new Date(utc),
  day: local.slice(0, 10),
});

export const AROUND_MIDNIGHT: readonly AroundMidnight[] = [
  // Winter: Warsaw UTC+1, Kyiv UTC+2, Lisbon UTC+0.
  moment('Europe/Warsaw', '2026-11-27 23:30', '2026-11-27T22:30:00Z'),
  moment('Europe/Warsaw', '2026-11-28 00:30', '2026-11-27T23:30:00Z'),
  moment('Europe/Kyiv', '2026-11-27 23:30', '2026-11-27T21:30:00Z'),
  moment('Europe/Kyiv', '2026-11-28 00:30', '2026-11-27T22:30:00Z'),
  moment('Europe/Lisbon', '2026-11-27 23:30', '2026-11-27T23:30:00Z'),
  moment('Europe/Lisbon', '2026-11-28 00:30', '2026-11-28T00:30:00Z'),
  // Summer: Warsaw UTC+2, Kyiv UTC+3, Lisbon UTC+1.
  moment('Europe/Warsaw', '2026-07-14 23:30', '2026-07-14T21:30:00Z'),
  moment('Europe/Warsaw', '2026-07-15 00:30', '2026-07-14T22:30:00Z'),
  moment('Europe/Kyiv', '2026-07-14 23:30', '2026-07-14T20:30:00Z'),
  moment('Europe/Kyiv', '2026-07-15 00:30', '2026-07-14T21:30:00Z'),
  moment('Europe/Lisbon', '2026-07-14 23:30', '2026-07-14T22:30:00Z'),
  moment('Europe/Lisbon', '2026-07-15 00:30', '2026-07-14T23:30:00Z'),
];

/** The country of each zone, for sites that read a division's zone from its country. */
export const COUNTRY_OF_ZONE: Readonly<Record<AroundMidnight['zone'], string>> = {
  'Europe/Warsaw': 'PL',
  'Europe/Kyiv': 'UA',
  'Europe/Lisbon': 'PT',
};

/** Case names for `it.each`: `Europe/Warsaw at 2026-11-28 00:30`. */
export const caseName = (moment: AroundMidnight) => `${moment.zone} at ${moment.local}`;
