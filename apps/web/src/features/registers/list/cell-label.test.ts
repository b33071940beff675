import { REGISTERS } from '@console/domain';
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
});
