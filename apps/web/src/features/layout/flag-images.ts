/**
 * The flag pictures of flag-icons (4:3 SVG), one file per country, each loaded when first shown.
 * This module is itself imported on demand, so the list of files stays out of the shell bundle.
 */
const FLAG_FILES = import.meta.glob<string>('../../../../../node_modules/flag-icons/flags/4x3/*.svg', {
  query: '?url',
  import: 'default',
});

/** The address of a country's flag picture, or undefined when flag-icons has none. */
export async function flagImageUrl(countryCode: string): Promise<string | undefined> {
  const code = countryCode.toLowerCase();
  const load = Object.entries(FLAG_FILES).find(([path]) => path.endsWith(`/${code}.svg`))?.[1];
  return load ? load() : undefined;
}
