import {
  chunksOf,
  type Identification,
  type IdentificationType,
  type Kind,
  type PaymentCreate,
  SHIPMENT_IDS_CHUNK_SIZE,
  type Shipment,
  type Visit,
  type VisitDue,
  type VisitModification,
  type VisitSearchGroup,
  type VisitUpdate,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';
import { toQueryString } from '../registers/query-string.ts';

/**
 * The visit calls of docs/shipments-and-visits-api.md. Query keys follow the per-resource
 * factory (STYLE.md): `visitKeys.detail(id)` holds the visit, `visitKeys.shipments(ids)` its shipments.
 */
export const visitKeys = {
  all: ['visits'] as const,
  details: () => [...visitKeys.all, 'detail'] as const,
  detail: (id: string) => [...visitKeys.details(), id] as const,
  canEnd: (id: string) => [...visitKeys.detail(id), 'can-end'] as const,
  shipments: (ids: readonly string[]) => [...visitKeys.all, 'shipments', [...ids].sort()] as const,
};

export type { VisitSearchGroup };

export type OpenedFrom = 'employee_workplace' | 'visit_list' | 'task_form' | 'pudo_workplace';

export interface CanEndAnswer {
  canEnd: boolean;
  reasons: string[];
  /** Every sum still owed, named (older servers leave it out). */
  due?: VisitDue[];
}

export function visitUrl(id: string): string {
  return `visits/${encodeURIComponent(id)}`;
}

export async function fetchVisit(id: string): Promise<Visit> {
  const { data } = await apiClient.get<Visit>(visitUrl(id));
  return data;
}

export async function createVisit(openedFrom: OpenedFrom): Promise<Visit> {
  const { data } = await apiClient.post<Visit>('visits', { openedFrom });
  return data;
}

/** The note save sends the whole visit (registers §7), with its lockVersion. */
export async function updateVisit(visit: Visit, changes: Partial<VisitUpdate>): Promise<Visit> {
  const body: VisitUpdate = {
    fullName: visit.fullName,
    phone: visit.phone,
    email: visit.email,
    companyTin: visit.companyTin,
    clientAddress: visit.clientAddress,
    note: visit.note,
    warningShown: visit.warningShown,
    lockVersion: visit.lockVersion,
    ...changes,
  };
  const { data } = await apiClient.put<Visit>(visitUrl(visit.id), body);
  return data;
}

/** `from` is where this page was opened: the server refuses a delete from the visit list. */
export async function deleteVisit(id: string, from: OpenedFrom | null): Promise<void> {
  await apiClient.delete(visitUrl(id), from ? { params: { from } } : undefined);
}

export async function addVisitDocument(
  visitId: string,
  document: { documentId: string; documentType: Kind; acceptAtUserDivision?: boolean; receiving?: boolean },
): Promise<Visit> {
  const { data } = await apiClient.post<Visit>(`${visitUrl(visitId)}/documents`, document);
  return data;
}

export async function deleteVisitDocument(visitId: string, documentId: string): Promise<void> {
  await apiClient.delete(`${visitUrl(visitId)}/documents/${encodeURIComponent(documentId)}`);
}

export async function fetchCanEnd(id: string): Promise<CanEndAnswer> {
  const { data } = await apiClient.get<CanEndAnswer>(`${visitUrl(id)}/can-end`);
  return data;
}

export async function endVisit(id: string): Promise<Visit> {
  const { data } = await apiClient.post<Visit>(`${visitUrl(id)}/end`, {});
  return data;
}

export async function refuseDocument(visitId: string, documentId: string, note?: string): Promise<void> {
  await apiClient.post(`${visitUrl(visitId)}/refusal`, { documentId, ...(note ? { note } : {}) });
}

export async function cancelRefusal(visitId: string, documentId: string): Promise<void> {
  await apiClient.delete(`${visitUrl(visitId)}/refusal/${encodeURIComponent(documentId)}`);
}

export async function publishVisits(ids: readonly string[]): Promise<boolean> {
  const { data } = await apiClient.post<{ data?: { success?: boolean } }>('replaying', {
    type: 'visit',
    ids,
  });
  return data.data?.success === true;
}

/** The search is cancellable: a newer search aborts the older one (registers §7). */
export async function searchForVisit(text: string, signal: AbortSignal): Promise<VisitSearchGroup[]> {
  const { data } = await apiClient.get<{ groups: VisitSearchGroup[] }>(
    `shipments/visit-search/${encodeURIComponent(text)}`,
    { signal },
  );
  return data.groups ?? [];
}

/** Shipments by id, 15 per request (registers §9 "shipment ids chunked 15"), in the order asked. */
export async function fetchShipmentsByIds(ids: readonly string[], signal?: AbortSignal): Promise<Shipment[]> {
  const unique = [...new Set(ids)];
  const answers = await Promise.all(
    chunksOf(unique, SHIPMENT_IDS_CHUNK_SIZE).map(async (chunk) => {
      const { data } = await apiClient.get<{ items: Shipment[] }>(
        `internal/shipments?${toQueryString({ ids: chunk })}`,
        signal ? { signal } : {},
      );
      return data.items ?? [];
    }),
  );
  const byId = new Map(answers.flat().map((shipment) => [shipment.id, shipment]));
  return unique.map((id) => byId.get(id)).filter((shipment): shipment is Shipment => shipment !== undefined);
}

export interface IdentificationRequest {
  visitId: string;
  operationType: 'Issuance' | 'Service' | 'Refusal';
  identificationType: IdentificationType;
  client: {
    phone?: string | null;
    name?: string | null;
    documentTypeId?: string | null;
    documentNumber?: string | null;
  };
}

export async function createIdentification(request: IdentificationRequest): Promise<Identification> {
  const { data } = await apiClient.post<Identification>('identification', {
    ownerType: 'Visit',
    ownerIds: [request.visitId],
    operationType: request.operationType,
    identificationType: request.identificationType,
    client: request.client,
  });
  return data;
}

export async function checkIdentificationCode(id: string, code: string): Promise<Identification> {
  const { data } = await apiClient.post<Identification>('identification/check', {
    id,
    identificationData: { code },
  });
  return data;
}

export async function createPayment(payment: PaymentCreate): Promise<void> {
  await apiClient.post('payments', payment);
}

export type ModificationKind = VisitModification['type'];

/** A return, redirecting or change of data made at the counter (`POST visits/{id}/modifications`). */
export async function createModification(visitId: string, modification: VisitModification): Promise<void> {
  await apiClient.post(`${visitUrl(visitId)}/modifications`, modification);
}
