import { type APIRequestContext, expect } from '@playwright/test';
import { DEMO_PASSWORD } from './console.ts';

/** The API as a demo user: for preparing data and for reading what the console did. */
export async function apiAs(request: APIRequestContext, login: string) {
  const signedIn = await request.post('/api/v1/auth/login', { data: { login, password: DEMO_PASSWORD } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const { idToken } = (await signedIn.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  async function call<T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
    const response = await request.fetch(`/api/v1/${path}`, { method, headers, data });
    expect(response.ok(), `${method} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return (await response.json()) as T;
  }
  return {
    headers,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, data),
    put: <T>(path: string, data: unknown) => call<T>('PUT', path, data),
  };
}

export interface ShipmentRow {
  id: string;
  number: string;
  status: string;
  recipient: { name: string; phone: string };
  parcels: { number: string }[];
}

/** Demo shipments carry their purpose in the client order (`DEMO-ACCEPT-1`, `DEMO-ISSUE-2`…). */
export async function demoShipment(api: Awaited<ReturnType<typeof apiAs>>, clientOrder: string) {
  const page = await api.get<{ items: { id: string }[] }>(`shipments?clientOrders[]=${clientOrder}`);
  const [row] = page.items;
  if (!row) throw new Error(`No demo shipment ${clientOrder}`);
  return api.get<ShipmentRow>(`shipments/${row.id}`);
}
