import type { CodPayable, CodPayableStatus, CodPayout, CodReportRow } from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys of the cash-on-delivery screens (STYLE.md: one factory per resource). */
export const codKeys = {
  all: ['cod'] as const,
  payables: (query: CodPayablesQuery) => ['cod', 'payables', query] as const,
  report: ['cod', 'report'] as const,
  payouts: ['cod', 'payouts'] as const,
};

export interface CodPayablesQuery {
  status?: CodPayableStatus | undefined;
  search?: string | undefined;
  page: number;
}

export async function fetchCodPayables(query: CodPayablesQuery) {
  const { data } = await apiClient.get<{ items: CodPayable[]; total: number }>('cod-payables', {
    params: { ...query, pageSize: 20 },
  });
  return data;
}

export async function fetchCodReport(): Promise<CodReportRow[]> {
  const { data } = await apiClient.get<{ items: CodReportRow[] }>('cod-payables/report');
  return data.items;
}

export async function fetchCodPayouts(): Promise<CodPayout[]> {
  const { data } = await apiClient.get<{ items: CodPayout[] }>('cod-payouts');
  return data.items;
}

export async function createCodPayout(payables: readonly string[]): Promise<CodPayout> {
  const { data } = await apiClient.post<CodPayout>('cod-payouts', { payables });
  return data;
}

export async function markCodPayoutPaidOff(id: string): Promise<CodPayout> {
  const { data } = await apiClient.post<CodPayout>(`cod-payouts/${encodeURIComponent(id)}/paid-off`, {});
  return data;
}
