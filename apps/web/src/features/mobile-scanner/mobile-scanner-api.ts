import type { StaffFixation, VisitCid } from '@console/domain';
import { apiClient } from '../../api/client.ts';

export const mobileScannerKeys = {
  fixations: () => ['staff-fixations', 'today'] as const,
};

export async function fixStaff(barcode: string): Promise<StaffFixation> {
  const { data } = await apiClient.post<StaffFixation>('staff-fixations', { barcode });
  return data;
}

export async function fetchTodaysFixations(): Promise<StaffFixation[]> {
  const { data } = await apiClient.get<{ items: StaffFixation[] }>('staff-fixations');
  return data.items;
}

export async function findCid(cid: string): Promise<VisitCid> {
  const { data } = await apiClient.get<VisitCid>(`cid/search/${encodeURIComponent(cid)}`);
  return data;
}
