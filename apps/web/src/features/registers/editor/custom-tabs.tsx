import type { RegisterDefinition, RegisterKey } from '@console/domain';
import type { ComponentType } from 'react';
import { StaffDivisionsTab } from '../../working-division/staff-divisions-tab.tsx';
import type { RegisterRecord } from '../register-api.ts';
import { AddressStorageTab, PartsTab } from './division-parts-tab.tsx';
import { SettlementPostalCodesTab } from './settlement-postal-codes-tab.tsx';

export interface CustomTabProps {
  register: RegisterDefinition;
  /** The record being edited; null while it is being created (sub-resources need it saved first). */
  record: RegisterRecord | null;
  canWrite: boolean;
}

/**
 * Editor tabs with a screen of their own (STYLE.md: a register needs custom code only where the
 * spec gives it a custom tab): sub-resources such as a division's parts or a settlement's postal
 * codes, saved through their own calls rather than with the record.
 */
export const CUSTOM_TABS: Partial<
  Record<RegisterKey, Readonly<Record<string, ComponentType<CustomTabProps>>>>
> = {
  divisions: { parts: PartsTab, address_storage: AddressStorageTab },
  settlements: { postal_codes: SettlementPostalCodesTab },
  staffs: { work_divisions: StaffDivisionsTab },
};

export function customTab(
  register: RegisterDefinition,
  tab: string,
): ComponentType<CustomTabProps> | undefined {
  return CUSTOM_TABS[register.key]?.[tab];
}
