import { describe, expect, it } from 'vitest';
import {
  canPrintSearchCoupon,
  citizenFormCopies,
  PRINT_FORM_KINDS,
  PRINT_FORM_PRINT_TYPES,
  printFormPath,
} from './print-forms.ts';
import { VISIT_DOCUMENT_STATUSES } from './statuses.ts';

describe('citizenFormCopies', () => {
  it.each([
    ['UA', 'PL', 2],
    ['UA', 'DE', 2],
    ['ua', 'pl', 2],
    ['UA', 'RO', 1],
    ['PL', 'UA', 1],
    ['PL', 'PL', 1],
    ['DE', 'RO', 1],
  ] as const)('recipient %s, sender %s → %d', (recipient, sender, copies) => {
    expect(citizenFormCopies(recipient, sender)).toBe(copies);
  });
});

describe('canPrintSearchCoupon', () => {
  it('allows only Issuance and Refusal documents', () => {
    const allowed = VISIT_DOCUMENT_STATUSES.filter((status) => canPrintSearchCoupon(status));
    expect(allowed).toEqual(['Issuance', 'Refusal']);
  });

  it.each([null, undefined, '', 'issuance'])('refuses %s', (status) => {
    expect(canPrintSearchCoupon(status)).toBe(false);
  });
});

describe('print forms', () => {
  it('sends each form to the printer of its print type', () => {
    expect(PRINT_FORM_PRINT_TYPES).toEqual({
      marking: 'Sticker',
      citizen: 'Tape',
      international: 'A4',
      invoice: 'A4',
      'search-coupon': 'Sticker',
    });
    expect(Object.keys(PRINT_FORM_PRINT_TYPES)).toEqual([...PRINT_FORM_KINDS]);
  });

  it('reads invoices from their own resource and the other forms from shipments', () => {
    expect(printFormPath('invoice')).toBe('invoices/print-form');
    expect(printFormPath('marking')).toBe('shipments/print-form/marking');
    expect(printFormPath('search-coupon')).toBe('shipments/print-form/search-coupon');
  });
});
