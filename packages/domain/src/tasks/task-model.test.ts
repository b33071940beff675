import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../statuses.ts';
import {
  canChangeTaskExecutor,
  canChangeTaskStatus,
  canMoveTask,
  REGISTER_TASK_TYPES,
  TASK_TRANSITIONS,
  taskCreateSchema,
  taskEditorRoute,
  taskStatusExecutorSchema,
} from './task-model.ts';

describe('task statuses (registers §4)', () => {
  it('leaves Done and Deleted only to themselves and never skips the work to Done', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), fc.constantFrom(...TASK_STATUSES), (from, to) => {
        if (from === 'Done' || from === 'Deleted') expect(canMoveTask(from, to)).toBe(from === to);
        if (to === 'Done' && from !== 'Done') expect(canMoveTask(from, to)).toBe(from === 'InProgress');
      }),
    );
    expect(TASK_TRANSITIONS.New).toEqual(['InProgress', 'Deleted']);
  });

  it('lets the executor work a task and the dispatchers assign it', () => {
    const task = { executor: 'courier' };
    expect(canChangeTaskStatus({ login: 'courier', groups: ['base', 'courier'] }, task)).toBe(true);
    expect(canChangeTaskStatus({ login: 'operator', groups: ['base', 'branch_employee'] }, task)).toBe(false);
    expect(canChangeTaskStatus({ login: 'x', groups: ['base', 'dispatch_manager'] }, task)).toBe(true);
    expect(canChangeTaskExecutor({ groups: ['base', 'courier'] })).toBe(false);
    expect(canChangeTaskExecutor({ groups: ['service_desk'] })).toBe(true);
  });

  it('opens client address, postomat and PUDO tasks in their own forms', () => {
    expect(REGISTER_TASK_TYPES.map(taskEditorRoute)).toEqual([
      'edit_task',
      'edit_task',
      'edit_task',
      'edit_task',
      'edit_task_client_address',
      'edit_task_postomat',
      'edit_task_pudo',
      'personal_task',
      // CourierOperations opens a dialog over the tasks list; its page is the generic form.
      'edit_task',
      'edit_task',
      'edit_task',
    ]);
  });
});

describe('task payloads (registers §5 "Tasks")', () => {
  const base = { type: 'Return', divisionId: '5b1f1c52-0d55-4a7e-9a8e-1f2b3c4d5e6f' };
  it('takes an owner document number of 1 to 250 characters', () => {
    expect(taskCreateSchema.safeParse({ ...base, ownerDocumentNumber: 'x' }).success).toBe(true);
    expect(taskCreateSchema.safeParse({ ...base, ownerDocumentNumber: 'x'.repeat(250) }).success).toBe(true);
    expect(taskCreateSchema.safeParse({ ...base, ownerDocumentNumber: 'x'.repeat(251) }).success).toBe(false);
    expect(taskCreateSchema.safeParse({ ...base, ownerDocumentNumber: '' }).success).toBe(false);
  });
  it('wants a place for a delivery task and a window in order', () => {
    expect(taskCreateSchema.safeParse({ ...base, type: 'PUDO' }).success).toBe(false);
    expect(taskCreateSchema.safeParse({ ...base, timeFrom: '12:00', timeTo: '11:00' }).success).toBe(false);
  });
  it('needs a status or an executor to change', () => {
    expect(taskStatusExecutorSchema.safeParse({ lockVersion: 1 }).success).toBe(false);
    expect(taskStatusExecutorSchema.safeParse({ executor: null, lockVersion: 1 }).success).toBe(true);
  });
});
