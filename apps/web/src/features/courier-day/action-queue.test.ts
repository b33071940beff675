import 'fake-indexeddb/auto';
import type { CourierAction, CourierActionAnswer } from '@console/domain';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ActionQueue, stopIdOf } from './action-queue.ts';

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

/**
 * A server as the API behaves: each action id applied once, in the order first received; a stop
 * closed by its first deliver or fail refuses the next; an id seen again answers its first answer.
 */
function fakeServer() {
  const answers = new Map<string, CourierActionAnswer>();
  const closed = new Map<string, CourierAction['type']>();
  const appliedOrder: string[] = [];
  const apply = (action: CourierAction): CourierActionAnswer => {
    const first = answers.get(action.id);
    if (first)
      return {
        id: action.id,
        result: 'duplicate',
        message: first.message,
        first: { result: first.result === 'refused' ? 'refused' : 'applied', message: first.message },
      };
    appliedOrder.push(action.id);
    const answer: CourierActionAnswer = closed.has(stopIdOf(action)!)
      ? { id: action.id, result: 'refused', code: 'STOP_CLOSED', message: 'Closed already' }
      : { id: action.id, result: 'applied', message: action.type };
    if (answer.result === 'applied') closed.set(stopIdOf(action)!, action.type);
    answers.set(action.id, answer);
    return answer;
  };
  return { apply, answers, closed, appliedOrder };
}

describe("the queue's replay (property)", () => {
  it('whatever the network loses (requests or answers), every action is applied once, in order, and the phone ends with the first answers', async () => {
    const step = fc.record({ stop: fc.nat(3), deliver: fc.boolean() });
    // Each send: reaches the server or not, and its answer comes back or is lost.
    const network = fc.array(fc.constantFrom('ok', 'no-request', 'no-answer'), { maxLength: 6 });
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), network, async (steps, sends) => {
        const local = await ActionQueue.open(`q-${crypto.randomUUID()}`);
        try {
          const stops = [0, 1, 2, 3].map(() => crypto.randomUUID());
          const actions = steps.map(({ stop, deliver }): CourierAction => {
            const base = { id: crypto.randomUUID(), stopId: stops[stop]!, at: new Date().toISOString() };
            return deliver
              ? { ...base, type: 'deliver', recipientName: 'Anna' }
              : { ...base, type: 'fail', reason: 'absent' };
          });
          for (const entry of actions) await local.add(entry);
          const server = fakeServer();
          const flaky = [...sends];
          const send = async (batch: CourierAction[]) => {
            const fate = flaky.shift() ?? 'ok';
            if (fate === 'no-request') throw new Error('offline');
            const answers = batch.map(server.apply);
            if (fate === 'no-answer') throw new Error('answer lost');
            return answers;
          };
          for (;;) {
            try {
              await local.flush(send);
              break;
            } catch {
              // The phone retries when the network is back.
            }
          }
          // Once, in the order done: the same as one clean pass over the queue.
          const clean = fakeServer();
          for (const entry of actions) clean.apply(entry);
          expect(server.appliedOrder).toEqual(actions.map((entry) => entry.id));
          expect([...server.closed]).toEqual([...clean.closed]);
          const kept = await local.all();
          expect(kept.map((entry) => entry.action.id)).toEqual(actions.map((entry) => entry.id));
          for (const entry of kept) {
            const first = clean.answers.get(entry.action.id)!;
            expect(entry.state).toBe(first.result === 'refused' ? 'refused' : 'sent');
            expect(entry.message).toBe(first.message);
          }
          // Replaying the whole queue once more changes nothing on the server.
          const before = [...server.closed];
          for (const entry of actions) expect(server.apply(entry).result).toBe('duplicate');
          expect([...server.closed]).toEqual(before);
        } finally {
          local.close();
        }
      }),
      { numRuns: 40 },
    );
  });
});
