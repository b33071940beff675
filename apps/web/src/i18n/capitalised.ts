/**
 * The text with a capital first letter in the given language. The catalogues write the journey's
 * status phrases ("handed to courier") to sit inside a sentence, as the visit's documents show
 * them; a timeline that shows one on its own line starts it as a sentence.
 */
export function capitalised(text: string, language: string): string {
  const [first = '', ...rest] = text;
  return first.toLocaleUpperCase(language) + rest.join('');
}
