import type {
  FoundTimeInterval,
  GeozonedDeliveryPartner,
  Pickup,
  PickupCreate,
  PickupExecutor,
  PickupStatus,
  PickupUpdate,
  WorkCalendarDay,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

/** Query keys of the pickup calls (STYLE.md per-resource factory). */
export const pickupKeys = {
  all: ['pickups'] as const,
  detail: (id: string) => [...pickupKeys.all, 'detail', id] as const,
  executors: (id: string) => [...pickupKeys.all, 'executors', id] as const,
  calendar: (countryCode: string) => ['work-calendar', countryCode] as const,
};

const url = (id: string, tail = '') => `pickups/${encodeURIComponent(id)}${tail}`;

export async function fetchPickup(id: string): Promise<Pickup> {
  return (await apiClient.get<Pickup>(url(id))).data;
}

export async function createPickup(body: PickupCreate): Promise<Pickup> {
  return (await apiClient.post<Pickup>('pickups', body)).data;
}

export async function updatePickup(id: string, body: PickupUpdate): Promise<Pickup> {
  return (await apiClient.put<Pickup>(url(id), body)).data;
}

export async function changePickupAddress(
  id: string,
  body: Pick<PickupCreate, 'address' | 'addressParts' | 'settlementId' | 'streetId' | 'buildingId'> & {
    lockVersion: number;
  },
): Promise<Pickup> {
  return (await apiClient.put<Pickup>(url(id, '/address'), body)).data;
}

export async function changePickupStatus(
  pickup: Pickup,
  status: PickupStatus,
  note?: string | null,
): Promise<Pickup> {
  return (
    await apiClient.put<Pickup>(url(pickup.id, '/status'), { status, note, lockVersion: pickup.lockVersion })
  ).data;
}

export async function deletePickup(id: string): Promise<Pickup> {
  return (await apiClient.delete<Pickup>(url(id))).data;
}

export async function setPickupCourier(
  pickup: Pickup,
  executor: string | null,
  note?: string,
): Promise<Pickup> {
  return (
    await apiClient.put<Pickup>(url(pickup.id, '/courier'), {
      executor,
      note,
      lockVersion: pickup.lockVersion,
    })
  ).data;
}

export async function fetchExecutors(id: string): Promise<PickupExecutor[]> {
  return (await apiClient.get<{ items: PickupExecutor[] }>(url(id, '/executors'))).data.items;
}

export async function assignToPartner(
  pickup: Pickup,
  deliveryPartner: string | null,
  deliveryPartnerNumber: string | null,
): Promise<Pickup> {
  return (
    await apiClient.put<Pickup>(url(pickup.id, '/assign-to-partner'), {
      deliveryPartner,
      deliveryPartnerNumber,
      lockVersion: pickup.lockVersion,
    })
  ).data;
}

export async function addPickupShipments(id: string, shipmentIds: readonly string[]): Promise<Pickup> {
  return (
    await apiClient.post<Pickup>(url(id, '/shipments'), {
      shipments: shipmentIds.map((shipmentId) => ({ shipmentId })),
    })
  ).data;
}

export async function removePickupShipment(id: string, shipmentId: string): Promise<Pickup> {
  return (
    await apiClient.delete<Pickup>(url(id, `/shipments?shipmentIds[]=${encodeURIComponent(shipmentId)}`))
  ).data;
}

/** A shipment found by its whole number, for adding to a pickup. */
export async function findShipmentByNumber(
  number: string,
): Promise<{ id: string; number: string; status: string } | null> {
  const { data } = await apiClient.get<{ items: { id: string; number: string; status: string }[] }>(
    'shipments',
    {
      params: { number: number.trim().toUpperCase(), limit: 1 },
    },
  );
  return data.items.find((item) => item.number === number.trim().toUpperCase()) ?? null;
}

export async function fetchWorkCalendar(countryCode: string): Promise<WorkCalendarDay[]> {
  const { data } = await apiClient.get<WorkCalendarDay[] | { items: WorkCalendarDay[] }>('work-calendar', {
    params: { countryCode },
  });
  return Array.isArray(data) ? data : data.items;
}

export async function findTimeInterval(body: {
  countryCode: string;
  latitude?: number | null;
  longitude?: number | null;
  date?: string;
}): Promise<FoundTimeInterval | null> {
  try {
    const { data } = await apiClient.post<FoundTimeInterval>('time-intervals/find', body, {
      params: { type: 'PickupDayToDay' },
    });
    return data;
  } catch {
    return null;
  }
}

export async function partnersByGeozoning(countryCode: string, lat: number, lng: number) {
  const { data } = await apiClient.get<{ items: GeozonedDeliveryPartner[] }>(
    'delivery-partners/list-by-geozoning',
    {
      params: { countryCode, lat, lng },
    },
  );
  return data.items;
}
