import type {
  PudoParcel,
  PudoParcelCheck,
  PudoParcelState,
  PudoPassItem,
  PudoReceivingScan,
  PudoReceivingScanCreated,
  PudoWorkplaceSummary,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys of the PUDO workplace (STYLE.md per-resource factory). */
export const pudoKeys = {
  all: ['pudo'] as const,
  summary: () => [...pudoKeys.all, 'summary'] as const,
  parcels: (state: PudoParcelState) => [...pudoKeys.all, 'parcels', state] as const,
  check: (number: string) => [...pudoKeys.all, 'check', number] as const,
};

export async function fetchPudoSummary(): Promise<PudoWorkplaceSummary> {
  const { data } = await apiClient.get<PudoWorkplaceSummary>('pudo/workplace');
  return data;
}

export async function fetchPudoParcels(state: PudoParcelState): Promise<PudoParcel[]> {
  const { data } = await apiClient.get<{ items: PudoParcel[] }>('pudo/shipments', { params: { state } });
  return data.items;
}

/** The receiving dialog's scan: the PUDO's UnloadingCourier scan for the vehicle (reused the same day). */
export async function openPudoReceivingScan(body: PudoReceivingScan): Promise<{ id: string }> {
  const { data } = await apiClient.post<PudoReceivingScanCreated>('pudo/scan-registry', body);
  return data.data;
}

/** Auto accept: every parcel the PUDO's receiving scan expects, recorded as scanned. */
export async function acceptAllAtPudo(scanId: string): Promise<{ added: number }> {
  const { data } = await apiClient.post<{ added: number }>(
    `pudo/scan-registry/${encodeURIComponent(scanId)}/mark-all`,
  );
  return data;
}

export async function passToCourier(
  courierBarcode: string,
  parcelNumbers: string[],
): Promise<PudoPassItem[]> {
  const { data } = await apiClient.post<{ items: PudoPassItem[] }>('pudo/pass-courier', {
    courierBarcode,
    parcelNumbers,
  });
  return data.items;
}

export async function checkPudoParcel(number: string, signal?: AbortSignal): Promise<PudoParcelCheck> {
  const { data } = await apiClient.get<PudoParcelCheck>(`pudo/parcels/${encodeURIComponent(number)}`, {
    signal,
  });
  return data;
}
