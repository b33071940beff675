import 'fake-indexeddb/auto';
import type { CourierAction, CourierActionAnswer } from '@console/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionQueue } from './action-queue.ts';

const action = (stopId = crypto.randomUUID()): CourierAction => ({
  id: crypto.randomUUID(),
  type: 'fail',
  stopId,
  at: new Date().toISOString(),
  reason: 'absent',
});

let queue: ActionQueue | undefined;
afterEach(() => queue?.close());

describe("the courier's offline queue (issue 26)", () => {
  it('sends pending actions in the order they were done and keeps each answer', async () => {
    queue = await ActionQueue.open(`q-${crypto.randomUUID()}`);
    const actions = [action(), action(), action()];
    for (const entry of actions) await queue.add(entry);
    const sent: string[][] = [];
    await queue.flush(async (batch) => {
      sent.push(batch.map((entry) => entry.id));
      return batch.map(
        (entry, index): CourierActionAnswer =>
          index === 1
            ? { id: entry.id, result: 'refused', code: 'STOP_NOT_YOURS', message: 'Another courier' }
            : { id: entry.id, result: 'applied', message: 'Done' },
      );
    });
    expect(sent).toEqual([actions.map((entry) => entry.id)]);
    expect((await queue.all()).map((entry) => entry.state)).toEqual(['sent', 'refused', 'sent']);
    expect(await queue.pending()).toEqual([]);
  });

  it('keeps everything pending while offline, and a duplicate of a refusal stays refused', async () => {
    queue = await ActionQueue.open(`q-${crypto.randomUUID()}`);
    const first = action();
    await queue.add(first);
    await expect(queue.flush(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect((await queue.pending()).map((entry) => entry.action.id)).toEqual([first.id]);
    await queue.flush(async (batch) =>
      batch.map((entry) => ({
        id: entry.id,
        result: 'duplicate',
        message: 'Already closed',
        first: { result: 'refused', message: 'Already closed' },
      })),
    );
    expect((await queue.all())[0]).toMatchObject({ state: 'refused', message: 'Already closed' });
  });

  it('sends positions in batches and forgets them once sent', async () => {
    queue = await ActionQueue.open(`q-${crypto.randomUUID()}`);
    for (let index = 0; index < 5; index += 1)
      await queue.addPosition({ latitude: 52, longitude: 21, accuracy: index, at: new Date().toISOString() });
    const batches: number[] = [];
    await queue.flushPositions(async (positions) => {
      batches.push(positions.length);
    }, 2);
    expect(batches).toEqual([2, 2, 1]);
    let more = 0;
    await queue.flushPositions(async () => {
      more += 1;
    });
    expect(more).toBe(0);
  });
});
