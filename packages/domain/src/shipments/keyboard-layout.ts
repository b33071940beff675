/**
 * Barcode and search input typed with a Cyrillic or Polish keyboard layout becomes Latin
 * (registers §9 "Cyrillic and Polish characters in barcode input map to Latin"). A Cyrillic letter
 * becomes the Latin letter on the same key of a ЙЦУКЕН keyboard (Ukrainian and Russian); a Polish
 * letter with a diacritic loses the diacritic (AltGr + the same key). The case is kept.
 */
const CYRILLIC_KEYS: Readonly<Record<string, string>> = {
  й: 'q',
  ц: 'w',
  у: 'e',
  к: 'r',
  е: 't',
  н: 'y',
  г: 'u',
  ґ: 'u',
  ш: 'i',
  щ: 'o',
  з: 'p',
  х: '[',
  ъ: ']',
  ї: ']',
  ф: 'a',
  ы: 's',
  і: 's',
  в: 'd',
  а: 'f',
  п: 'g',
  р: 'h',
  о: 'j',
  л: 'k',
  д: 'l',
  ж: ';',
  э: "'",
  є: "'",
  я: 'z',
  ч: 'x',
  с: 'c',
  м: 'v',
  и: 'b',
  т: 'n',
  ь: 'm',
  б: ',',
  ю: '.',
  ё: '`',
};

const POLISH_LETTERS: Readonly<Record<string, string>> = {
  ą: 'a',
  ć: 'c',
  ę: 'e',
  ł: 'l',
  ń: 'n',
  ó: 'o',
  ś: 's',
  ź: 'z',
  ż: 'z',
};

function latinOf(character: string): string {
  const lower = character.toLowerCase();
  const mapped = CYRILLIC_KEYS[lower] ?? POLISH_LETTERS[lower];
  if (mapped === undefined) return character;
  return character === lower ? mapped : mapped.toUpperCase();
}

/** `toLatinKeyboard('ІРЗД0000000001')` is 'SHPL0000000001'; Latin text comes back unchanged. */
export function toLatinKeyboard(text: string): string {
  return Array.from(text, latinOf).join('');
}
