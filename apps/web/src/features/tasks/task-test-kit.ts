/**
 * Test data of the task screens: a task as `GET tasks/{id}`, `GET tasks/queue` and `POST tasks` answer it.
 * Only tests import this file.
 */
import type { Task } from './task-api.ts';

export function storedTask(overrides: Partial<Task> = {}): Task {
  return {
    id: '9b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    type: 'ClientAddress',
    status: 'New',
    statusDateTime: '2026-11-28T07:00:00.000Z',
    executor: null,
    divisionId: 'd1',
    division: 'Kraków Branch 3',
    createdByUser: 'dispatch.manager',
    ownerDocumentNumber: null,
    title: null,
    note: null,
    day: '2026-11-28',
    timeFrom: '09:00',
    timeTo: '11:00',
    address: null,
    weightKg: 0,
    shipmentNumbers: [],
    implementationStartDateTime: null,
    implementationEndDateTime: null,
    statuses: [],
    taskContextData: {},
    lockVersion: 4,
    createdAt: '2026-11-28T07:00:00.000Z',
    updatedAt: '2026-11-28T07:00:00.000Z',
    ...overrides,
  };
}
