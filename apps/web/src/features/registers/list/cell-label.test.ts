import { REGISTERS, SCAN_STATUSES, SCAN_TYPES } from '@console/domain';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../app/test-kit.tsx';
import { cellLabel, columnOptions } from './cell-label.ts';

const i18n = createTestI18n();
const t = i18n.t.bind(i18n);

describe('cells by the labels the screen uses (table and CSV export)', () => {
  it('shows a modification type and status by their labels, not their codes', () => {
    const register = REGISTERS.shipment_modification;
    expect(columnOptions(register, 'type')).toContain('InvoiceInspection');
    expect(cellLabel(t, register, { field: 'type' }, 'InvoiceInspection')).toBe('Invoice inspection');
    expect(cellLabel(t, register, { field: 'type' }, 'delete')).toBe('Deletion');
    expect(cellLabel(t, register, { field: 'status', kind: 'tone' }, 'NeedProcessing')).toBe(
      'Needs processing',
    );
  });

  it('shows shipment statuses by their labels, other values as text', () => {
    const register = REGISTERS.shipments;
    expect(cellLabel(t, register, { field: 'status', kind: 'tone' }, 'ReadyToShip')).toBe('Ready to ship');
    expect(cellLabel(t, register, { field: 'paymentStatus', kind: 'tone' }, 'NeedPay')).toBe('To pay');
    expect(cellLabel(t, register, { field: 'number' }, 'SHPL0000000042')).toBe('SHPL0000000042');
    expect(cellLabel(t, register, { field: 'parcelsAmount', kind: 'number' }, 2)).toBe('2');
  });

  it('shows scan types and statuses by their labels in en, uk and pl, never their codes', () => {
    const register = REGISTERS.scanning;
    expect(columnOptions(register, 'type')).toEqual(SCAN_TYPES);
    const en = createTestI18n('en').t;
    expect(cellLabel(en, register, { field: 'type' }, 'UnloadingCourier')).toBe('Take back from a courier');
    expect(cellLabel(en, register, { field: 'type' }, 'FixationOnDivision')).toBe('Fixation on division');
    expect(cellLabel(en, register, { field: 'status', kind: 'tone' }, 'Open')).toBe('Open');
    const pl = createTestI18n('pl').t;
    expect(cellLabel(pl, register, { field: 'type' }, 'UnloadingCourier')).toBe('Przyjęcie od kuriera');
    for (const language of ['en', 'uk', 'pl']) {
      const translate = createTestI18n(language).t;
      for (const type of SCAN_TYPES) {
        const label = cellLabel(translate, register, { field: 'type' }, type);
        // One-word codes may read the same in English (Client, Loading); the others never.
        if (language !== 'en' || /[a-z][A-Z]/.test(type)) expect(label, `${language} ${type}`).not.toBe(type);
      }
      for (const status of SCAN_STATUSES)
        expect(cellLabel(translate, register, { field: 'status', kind: 'tone' }, status)).toBe(
          translate(`registers.scanning.options.status.${status}`),
        );
    }
  });
});
