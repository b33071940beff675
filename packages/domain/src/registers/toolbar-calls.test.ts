import { describe, expect, it } from 'vitest';
import { shipmentModificationRegister, shipmentsRegister } from '../shipments/shipment-registers.ts';
import { countriesRegister } from './countries.ts';
import { deleteCallFor, deleteCalls, mayCall, rowCallPath } from './toolbar-calls.ts';

const none = { create: false, edit: false, remove: false };
const remove = { ...none, remove: true };

describe('toolbar delete calls', () => {
  it('a register without its own delete sets the deletion mark on its key, by the remove right', () => {
    const [call] = deleteCalls(countriesRegister);
    expect(call).toEqual({ method: 'DELETE', path: 'countries/{id}' });
    expect(rowCallPath(countriesRegister, call!, { code: 'X/K' })).toBe('countries/X%2FK');
    expect(rowCallPath(countriesRegister, call!, { name: 'no key' })).toBeUndefined();
    expect(mayCall(call!, { groups: ['base'] }, remove)).toBe(true);
    expect(mayCall(call!, { groups: ['base', 'administrator_god'] }, none)).toBe(false);
  });

  it('shipments are deleted by a delete modification, by the shipmentDelete capability', () => {
    const row = { id: 'a', status: 'Draft' };
    const call = deleteCallFor(shipmentsRegister, row)!;
    expect(rowCallPath(shipmentsRegister, call, row)).toBe('shipment-modification/delete');
    expect(call.body?.(row)).toEqual({ shipmentId: 'a' });
    expect(mayCall(call, { groups: ['base', 'courier'] }, remove)).toBe(false);
    expect(mayCall(call, { groups: ['base'] }, none)).toBe(true);
    for (const status of ['Accepted', 'Issued', 'Deleted', 'nonsense']) {
      expect(deleteCallFor(shipmentsRegister, { ...row, status }), status).toBeUndefined();
    }
  });

  it('a modification is cancelled by the typed call of its type, where one exists', () => {
    const paths = (['Refusal', 'Return', 'Redirecting', 'ChangeData', 'delete'] as const).map((type) => {
      const row = { id: 'm', type, deletedAt: null };
      const call = deleteCallFor(shipmentModificationRegister, row);
      return call && `${call.method} ${rowCallPath(shipmentModificationRegister, call, row)}`;
    });
    expect(paths).toEqual([
      'DELETE shipment-modification/refusal/m',
      'DELETE shipment-modification/return/m',
      'DELETE shipment-modification/redirecting/m',
      undefined,
      undefined,
    ]);
  });
});
