import { describe, expect, it } from 'vitest';
import { RETURN_STATES } from '../statuses.ts';
import { returnStateOf } from './problem-parcels.ts';

const waiting = { returnAsked: true, returned: false };
const back = { returnAsked: true, returned: true };
const staying = { returnAsked: false, returned: false };

describe('a problem parcel’s return state (registers §4: Awaiting return, Partial return, Full return)', () => {
  it('has none while no return is asked for', () => {
    expect(returnStateOf([staying, staying])).toBeNull();
    expect(returnStateOf([])).toBeNull();
  });

  it('awaits while none of its parcels is back, is partial while some are, full once all are', () => {
    expect(returnStateOf([waiting, staying])).toBe('Awaiting return');
    expect(returnStateOf([back, waiting])).toBe('Partial return');
    expect(returnStateOf([back, staying])).toBe('Partial return');
    expect(returnStateOf([back, back])).toBe('Full return');
    expect(RETURN_STATES).toEqual(['Awaiting return', 'Partial return', 'Full return']);
  });

  it('counts a parcel returned without a modification of its own (a return at the counter)', () => {
    expect(returnStateOf([{ returnAsked: false, returned: true }])).toBe('Full return');
  });
});
