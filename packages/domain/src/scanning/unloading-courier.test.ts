import { describe, expect, it } from 'vitest';
import { unloadingDestinationSearch, unloadingPartnerOptions } from './unloading-courier.ts';

describe('the unloading-courier look-ups (registers §5 "Unloading courier")', () => {
  it('asks the movement plan for two upper-case letters and at least 12 more characters', () => {
    expect(unloadingDestinationSearch(' AB123456789012 ')).toEqual({
      kind: 'movementPlan',
      parcelNumber: 'AB123456789012',
    });
    // 11 characters after the letters, or lower-case letters: a division search instead.
    expect(unloadingDestinationSearch('AB12345678901')).toEqual({ kind: 'divisions', text: 'AB12345678901' });
    expect(unloadingDestinationSearch('ab123456789012')?.kind).toBe('divisions');
  });

  it('searches divisions from 2 characters, not from 1', () => {
    expect(unloadingDestinationSearch('Wa')).toEqual({ kind: 'divisions', text: 'Wa' });
    expect(unloadingDestinationSearch(' W ')).toBeNull();
  });

  it('searches partners from 2 characters, only the mapped ones in SK and AT (registers §9)', () => {
    expect(unloadingPartnerOptions('S')).toEqual([]);
    expect(unloadingPartnerOptions('sp')).toEqual(['SPS']);
    expect(unloadingPartnerOptions('gl', 'PL')).toEqual(['GLS', 'NPGlobal']);
    expect(unloadingPartnerOptions('gl', 'sk')).toEqual(['GLS']);
    expect(unloadingPartnerOptions('sp', 'SK')).toEqual(['SPS']);
    expect(unloadingPartnerOptions('sp', 'AT')).toEqual([]);
    expect(unloadingPartnerOptions('dp', 'SK')).toEqual([]);
  });
});
