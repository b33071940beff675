/** Street types written short, with a dot or a space after them (`ul.`, `ul `, `вул.`). */
const ABBREVIATED_TYPES = ['ul', 'al', 'pl', 'os', 'вул', 'просп', 'пр-т', 'бульв', 'пров', 'пл'];
/** Street types written out, with a space after them. */
const FULL_TYPES = [
  'ulica',
  'aleja',
  'aleje',
  'plac',
  'osiedle',
  'вулиця',
  'проспект',
  'бульвар',
  'провулок',
  'площа',
];
const STREET_TYPE = new RegExp(
  `^(?:(?:${ABBREVIATED_TYPES.join('|')})\\.\\s*|(?:${[...ABBREVIATED_TYPES, ...FULL_TYPES].join('|')})\\s+)`,
  'u',
);

/**
 * A street name as two addresses are compared: lower case, spaces collapsed, without the
 * street-type word one writer puts first and another leaves out ("ul. Marszałkowska" is
 * "Marszałkowska", "вулиця Хрещатик" is "Хрещатик"). A name that is only such a word stays.
 */
export function normalizeStreetName(street: string | null | undefined): string {
  const plain = (street ?? '').normalize('NFC').toLowerCase().replace(/\s+/gu, ' ').trim();
  const name = plain.replace(STREET_TYPE, '').trim();
  return name === '' ? plain : name;
}
