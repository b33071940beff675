import { BRANCH_STAFF, isRole, type Role } from '../roles.ts';

/**
 * Test support: reads a role list as the spec writes it ("administrator-god, service desk,
 * branch staff") into role names, so test tables can be copied from the spec text verbatim.
 */
export function specRoles(text: string): Role[] {
  const roles = new Set<Role>();
  for (const phrase of text.split(/,\s*|\s+and\s+/)) {
    const name = phrase.trim().replace(/^and\s+/, '');
    if (name === '') continue;
    if (name === 'branch staff' || name === 'branch/terminal staff') {
      for (const role of BRANCH_STAFF) roles.add(role);
      continue;
    }
    const role = name.replace(/[- ]/g, '_');
    if (!isRole(role)) throw new Error(`Not a role in the spec's words: "${name}"`);
    roles.add(role);
  }
  return [...roles];
}

/** Splits "a, b, c" into names. */
export function specList(text: string): string[] {
  return text
    .split(/,\s*/)
    .map((item) => item.trim())
    .filter(Boolean);
}
