import type {
  BarcodePlacement,
  Courier,
  DivisionRef,
  MovementPlanItem,
  ProblemParcel,
  ProblemParcelAttachment,
  ProblemParcelCreate,
  ProblemParcelStatus,
  ProblemParcelUpdate,
  ScanAnswer,
  ScanRegistry,
  ScanRegistryCreate,
  WorkPlaceScanAnswer,
} from '@console/domain';
import { UNLOADING_DIVISION_SEARCH } from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys per resource (STYLE.md): scans, problem parcels, couriers. */
export const scanKeys = {
  all: ['scan-registry'] as const,
  detail: (id: string) => [...scanKeys.all, 'detail', id] as const,
  couriers: () => ['couriers'] as const,
  openCourierScans: () => [...scanKeys.all, 'open-courier'] as const,
};
export const problemParcelKeys = {
  all: ['problem-parcels'] as const,
  detail: (id: string) => [...problemParcelKeys.all, 'detail', id] as const,
};

export async function fetchScanRegistry(id: string): Promise<ScanRegistry> {
  const { data } = await apiClient.get<ScanRegistry>(`scan-registry/${encodeURIComponent(id)}`);
  return data;
}

export async function createScanRegistry(
  body: ScanRegistryCreate,
): Promise<{ id: string; type: string; number: string }> {
  const { data } = await apiClient.post<{ data: { id: string; type: string; number: string } }>(
    'scan-registry',
    body,
  );
  return data.data;
}

export async function postScan(id: string, barcode: string): Promise<ScanAnswer> {
  const { data } = await apiClient.post<ScanAnswer>(`scan-registry/${encodeURIComponent(id)}/scans`, {
    barcode,
  });
  return data;
}

export async function removeScan(id: string, itemId: string): Promise<void> {
  await apiClient.delete(`scan-registry/${encodeURIComponent(id)}/scans/${encodeURIComponent(itemId)}`);
}

export async function closeScanRegistry(id: string): Promise<{ movedParcels: number }> {
  const { data } = await apiClient.post<{ movedParcels: number }>(
    `scan-registry/${encodeURIComponent(id)}/close`,
  );
  return data;
}

export async function deleteScanRegistry(id: string): Promise<void> {
  await apiClient.delete(`scan-registry/${encodeURIComponent(id)}`);
}

export async function fetchOpenCourierScans(): Promise<
  {
    id: string;
    number: string;
    type: string;
    courierBarcode: string | null;
    scannedBarcodesAmount: number;
    forScanBarcodesAmount: number;
  }[]
> {
  const { data } = await apiClient.get('scan-registry', {
    params: { 'types[]': ['LoadingCourier', 'UnloadingCourier'], 'statuses[]': 'Open', limit: 50 },
  });
  return data.items;
}

export async function fetchCouriers(): Promise<Courier[]> {
  const { data } = await apiClient.get<{ items: Courier[] }>('couriers');
  return data.items;
}

export async function fetchMovementPlans(
  parcelNumbers: string[],
  divisionId?: string,
): Promise<MovementPlanItem[]> {
  const { data } = await apiClient.get<{ items: MovementPlanItem[] }>('movement-plans', {
    params: { 'parcelNumbers[]': parcelNumbers, divisionId },
  });
  return data.items;
}

/** Registers §7 "Scanning": `GET divisions (textSearch, limit 10, sources NPAX)`. */
export async function searchScanDivisions(textSearch: string): Promise<DivisionRef[]> {
  const { data } = await apiClient.get<{ items: DivisionRef[] }>('divisions', {
    params: {
      textSearch,
      limit: UNLOADING_DIVISION_SEARCH.limit,
      'sources[]': [...UNLOADING_DIVISION_SEARCH.sources],
      deletionMark: false,
    },
  });
  return data.items.map((division) => ({ id: division.id, name: division.name }));
}

/** `POST work-place/scans`: one parcel into the workplace's stock-take registry of the day. */
export async function postWorkPlaceScan(barcode: string): Promise<WorkPlaceScanAnswer> {
  const { data } = await apiClient.post<WorkPlaceScanAnswer>('work-place/scans', { barcode });
  return data;
}

/** `GET barcode-placements`: where each parcel goes from the division and since when it is there. */
export async function fetchBarcodePlacements(barcodes: string[]): Promise<BarcodePlacement[]> {
  const { data } = await apiClient.get<{ items: BarcodePlacement[] }>('barcode-placements', {
    params: { 'barcodes[]': barcodes },
  });
  return data.items;
}

export async function fetchVehicles(search: string): Promise<{ number: string; model: string | null }[]> {
  const { data } = await apiClient.get<{ items: { number: string; model: string | null }[] }>('vehicles', {
    params: { search },
  });
  return data.items;
}

export async function fetchProblemParcel(id: string): Promise<ProblemParcel> {
  const { data } = await apiClient.get<ProblemParcel>(`problem-parcels/${encodeURIComponent(id)}`);
  return data;
}

export async function createProblemParcel(body: ProblemParcelCreate): Promise<ProblemParcel> {
  const { data } = await apiClient.post<ProblemParcel>('problem-parcels', body);
  return data;
}

export async function updateProblemParcel(id: string, body: ProblemParcelUpdate): Promise<ProblemParcel> {
  const { data } = await apiClient.put<ProblemParcel>(`problem-parcels/${encodeURIComponent(id)}`, body);
  return data;
}

/** Registers §4: a status change without `success` in the answer counts as refused. */
export async function changeProblemParcelStatus(
  id: string,
  body: { status: ProblemParcelStatus; statusNote?: string | null; lockVersion: number },
): Promise<ProblemParcel> {
  const { data } = await apiClient.put<{ success?: boolean; data: ProblemParcel }>(
    `problem-parcels/${encodeURIComponent(id)}/change-status`,
    body,
  );
  if (!data.success) throw new Error('The status change was not confirmed');
  return data.data;
}

export async function addProblemParcelAttachment(
  id: string,
  body: { url: string; fileName?: string | null },
): Promise<ProblemParcelAttachment> {
  const { data } = await apiClient.post<ProblemParcelAttachment>(
    `problem-parcels/${encodeURIComponent(id)}/attachments`,
    body,
  );
  return data;
}

export async function removeProblemParcelAttachment(attachmentId: string): Promise<void> {
  await apiClient.delete(`problem-parcels/attachments/${encodeURIComponent(attachmentId)}`);
}

/** "Mark all shipments as" (platform §6): every planned parcel recorded as scanned. */
export async function markAllScanned(id: string): Promise<{ added: number }> {
  const { data } = await apiClient.post<{ added: number }>(
    `scan-registry/${encodeURIComponent(id)}/mark-all`,
  );
  return data;
}
