import { describe, expect, it } from 'vitest';
import { type AvailableService, unavailableServicesOf } from './available-services.ts';

const service = (
  serviceCode: string,
  available: boolean,
  reason: string | null = null,
): AvailableService => ({
  serviceCode,
  available,
  required: false,
  reason,
  cost: null,
});

describe('unavailableServicesOf (registers §7 available-services)', () => {
  it('names the asked services the answer refuses, and only those', () => {
    const answer = [
      service('Delivery', true),
      service('Insurance', false, 'No insurance to RU'),
      service('Sms', false),
    ];
    expect(
      unavailableServicesOf([{ serviceCode: 'Delivery' }, { serviceCode: 'Insurance' }], answer),
    ).toEqual([service('Insurance', false, 'No insurance to RU')]);
    expect(unavailableServicesOf([{ serviceCode: 'Packaging' }], answer)).toEqual([]);
  });
});
