import { REGISTERS, type RelatedLink } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../app/test-kit.tsx';
import { inSentence, relatedLinkLabel, relatedQuery } from './related-links.ts';

function link(register: keyof typeof REGISTERS, target: string): RelatedLink {
  const found = (REGISTERS[register].related ?? []).find((candidate) => candidate.target === target);
  if (!found) throw new Error(`${register} has no link to ${target}`);
  return found;
}

function decoded(query: string | undefined): string {
  return decodeURIComponent(query ?? '');
}

describe('related-register navigation (registers §2.1)', () => {
  it('countries → regions and settlements carry countryCodes[]', () => {
    const row = { code: 'PL', name: 'Poland' };
    expect(decoded(relatedQuery(link('countries', 'regions'), row)?.query)).toBe('countryCodes[]=PL');
    expect(decoded(relatedQuery(link('countries', 'settlements'), row)?.query)).toBe('countryCodes[]=PL');
  });

  it('regions → settlements carry regionId and countryCodes[]', () => {
    const row = { id: '5b1d8a52-7b3e-4a53-9f0e-2f7c1c9d1a01', countryCode: 'PL' };
    expect(decoded(relatedQuery(link('regions', 'settlements'), row)?.query)).toBe(
      'countryCodes[]=PL&regionId=5b1d8a52-7b3e-4a53-9f0e-2f7c1c9d1a01',
    );
  });

  it('settlements → streets and divisions; streets → buildings', () => {
    const settlement = { id: 's-1', countryCode: 'UA' };
    expect(decoded(relatedQuery(link('settlements', 'streets'), settlement)?.query)).toBe(
      'settlementId=s-1&countryCodes[]=UA',
    );
    expect(decoded(relatedQuery(link('settlements', 'divisions'), settlement)?.query)).toBe(
      'countryCodes[]=UA&settlementIds[]=s-1',
    );
    expect(decoded(relatedQuery(link('streets', 'buildings'), { id: 'st-9' })?.query)).toBe('streetId=st-9');
  });

  it('leaves out parameters the row has no value for', () => {
    expect(
      decoded(relatedQuery(link('regions', 'settlements'), { id: 'r-1', countryCode: null })?.query),
    ).toBe('regionId=r-1');
  });
});

describe('related-register button labels', () => {
  it('read the same in sentence case with or without a selected row', () => {
    const t = createTestI18n('en').t;
    expect(relatedLinkLabel(t, link('countries', 'regions'))).toBe('Go to regions');
    expect(relatedLinkLabel(createTestI18n('pl').t, link('countries', 'regions'))).toBe('Przejdź: regiony');
  });

  it('keep the capitals of an abbreviation', () => {
    expect(inSentence('PUDO points')).toBe('PUDO points');
    expect(inSentence('Cargo categories')).toBe('cargo categories');
  });
});
