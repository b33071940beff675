import type {
  CourierAction,
  CourierActionAnswer,
  CourierDay,
  CourierPosition,
  DoorSmsCodeSent,
  UploadInfo,
} from '@console/domain';
import { apiClient } from '../../api/client.ts';

export const courierDayKeys = {
  today: () => ['courier', 'today'] as const,
};

export async function fetchCourierDay(): Promise<CourierDay> {
  const { data } = await apiClient.get<CourierDay>('courier/today');
  return data;
}

export async function sendActions(actions: CourierAction[]): Promise<CourierActionAnswer[]> {
  const { data } = await apiClient.post<{ items: CourierActionAnswer[] }>('courier/actions', { actions });
  return data.items;
}

export async function sendPositions(positions: CourierPosition[]): Promise<void> {
  await apiClient.post('courier/positions', { positions });
}

/** A proof (photo or signature) as a `POST uploads` file; its id goes with the action. */
export async function uploadProof(file: Blob, name: string): Promise<string> {
  const body = new FormData();
  body.append('file', file, name);
  const { data } = await apiClient.post<UploadInfo>('uploads', body);
  return data.id;
}

/** An SMS code to the stop's recipient (online only): where it went, masked, and until when. */
export async function sendDoorCode(stopId: string): Promise<DoorSmsCodeSent> {
  const { data } = await apiClient.post<DoorSmsCodeSent>(`courier/stops/${stopId}/sms-code`);
  return data;
}
