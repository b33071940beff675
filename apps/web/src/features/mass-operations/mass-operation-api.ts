import type { MassCheckItem, MassOperation, MassOperationSummary, MassOperationType } from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys of the mass operations (STYLE.md per-resource factory). */
export const massOperationKeys = {
  all: ['mass-operations'] as const,
  lists: () => [...massOperationKeys.all, 'list'] as const,
  list: (type: MassOperationType) => [...massOperationKeys.lists(), type] as const,
};

export async function checkMassNumbers(
  type: MassOperationType,
  parcelNumbers: string[],
): Promise<MassCheckItem[]> {
  const { data } = await apiClient.post<{ items: MassCheckItem[] }>('mass-operations/check', {
    type,
    parcelNumbers,
  });
  return data.items;
}

export async function applyMassOperation(
  type: MassOperationType,
  parcelNumbers: string[],
  note: string,
): Promise<MassOperation> {
  const { data } = await apiClient.post<MassOperation>('mass-operations', { type, parcelNumbers, note });
  return data;
}

export async function fetchMassOperations(type: MassOperationType): Promise<MassOperationSummary[]> {
  const { data } = await apiClient.get<{ items: MassOperationSummary[] }>('mass-operations', {
    params: { type, limit: 10 },
  });
  return data.items;
}

/** Downloads the CSV report through the signed-in client and hands it to the browser as a file. */
export async function downloadMassReport(operation: Pick<MassOperationSummary, 'id' | 'number'>) {
  const { data } = await apiClient.get<Blob>(`mass-operations/${operation.id}/report`, {
    responseType: 'blob',
  });
  const url = URL.createObjectURL(data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${operation.number}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
