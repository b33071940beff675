import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetSession, signIn } from '../../../app/test-kit.tsx';
import { openEditor } from './editor-test-kit.ts';
import { keyValueEntries } from './key-values-field.tsx';

const CONTRACT = {
  id: '3d4c5b6a-7980-4a1b-8c2d-3e4f5a6b7c8d',
  number: 'PL-2026/001',
  companyTin: '5260250274',
  companyName: 'Demo Sp. z o.o.',
  organizationTin: null,
  countryCode: 'PL',
  effectiveDate: '2026-01-01',
  expiryDate: null,
  paymentForm: 'NonCash',
  type: 'Client',
  currencyCode: 'PLN',
  externalId: null,
  isThirdPartyPayerContract: false,
  thirdPartyPayerCodes: [],
  settings: [
    { name: 'invoicePeriod', value: 'monthly' },
    { name: 'creditLimit', value: 5000 },
  ],
  deletedAt: null,
};

beforeEach(() => {
  resetSession();
  signIn();
});

describe('contract settings', () => {
  it('lists each setting by name with its value, not as raw data', async () => {
    openEditor(`contracts/${encodeURIComponent(CONTRACT.number)}`, CONTRACT);
    await userEvent.click(await screen.findByText('Settings', { selector: '[role="tab"]' }));
    const list = screen.getByText('invoicePeriod').closest('table');
    if (!list) throw new Error('no list');
    expect(within(list).getByText('monthly')).toBeInTheDocument();
    expect(within(list).getByText('creditLimit')).toBeInTheDocument();
    expect(within(list).getByText('5000')).toBeInTheDocument();
    expect(screen.queryByText(/"invoicePeriod"/)).toBeNull();
  });

  it('reads rows by name, an object by its keys, and nothing from anything else', () => {
    expect(keyValueEntries([{ name: 'a', value: 1 }, 'loose'])).toEqual([
      ['a', 1],
      ['2', 'loose'],
    ]);
    expect(keyValueEntries({ mode: 'auto' })).toEqual([['mode', 'auto']]);
    expect(keyValueEntries(null)).toEqual([]);
  });
});
