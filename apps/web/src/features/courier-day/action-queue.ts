import {
  COURIER_ACTIONS_PER_BATCH,
  type CourierAction,
  type CourierActionAnswer,
  type CourierPosition,
} from '@console/domain';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

/** What the phone knows of a queued action: not sent yet, taken by the server, or refused by it. */
export type QueuedState = 'pending' | 'sent' | 'refused';

export interface QueuedAction {
  /** The order the courier did things in: the queue is sent in it. */
  seq: number;
  action: CourierAction;
  state: QueuedState;
  message: string | null;
  /** Proofs taken offline, uploaded (and their ids put into the action) before it is sent. */
  proofs?: Proofs;
}

/** The stop a queued action was done at; a hub scan names a scan registry instead. */
export const stopIdOf = (action: CourierAction): string | null =>
  action.type === 'hub_scan' ? null : action.stopId;

export interface Proofs {
  signature?: Blob;
  photo?: Blob;
}

export type UploadProof = (file: Blob, name: string) => Promise<string>;

interface CourierDayDb extends DBSchema {
  actions: { key: number; value: QueuedAction; indexes: { id: string } };
  positions: { key: number; value: CourierPosition };
}

const DB_NAME = 'courier-day';

/**
 * The courier's offline queue in IndexedDB (issue 26): every action is written here first with its
 * client-made id, and sent in order, in batches, whenever the network is there. The server applies
 * each id once, so sending a batch again after a lost answer is harmless.
 */
export class ActionQueue {
  private constructor(private readonly db: IDBPDatabase<CourierDayDb>) {}

  static async open(name = DB_NAME): Promise<ActionQueue> {
    const db = await openDB<CourierDayDb>(name, 1, {
      upgrade(database) {
        const actions = database.createObjectStore('actions', { keyPath: 'seq', autoIncrement: true });
        actions.createIndex('id', 'action.id', { unique: true });
        database.createObjectStore('positions', { autoIncrement: true });
      },
    });
    return new ActionQueue(db);
  }

  close(): void {
    this.db.close();
  }

  async add(action: CourierAction, proofs?: Proofs): Promise<void> {
    const entry = { action, state: 'pending', message: null, ...(proofs ? { proofs } : {}) };
    await this.db.add('actions', entry as QueuedAction);
  }

  /** Every action, oldest first. */
  async all(): Promise<QueuedAction[]> {
    return this.db.getAll('actions');
  }

  async pending(): Promise<QueuedAction[]> {
    return (await this.all()).filter((entry) => entry.state === 'pending');
  }

  /**
   * Sends the pending actions in order, at most a batch at a time, and keeps each answer. A failed
   * send (no network, a 5xx) leaves the rest pending for the next flush and rethrows.
   */
  async flush(
    send: (actions: CourierAction[]) => Promise<CourierActionAnswer[]>,
    upload?: UploadProof,
  ): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = (await this.pending()).slice(0, COURIER_ACTIONS_PER_BATCH);
      if (batch.length === 0) return sent;
      if (upload) for (const entry of batch) await this.uploadProofs(entry, upload);
      const answers = await send(batch.map((entry) => entry.action));
      const byId = new Map(answers.map((answer) => [answer.id, answer]));
      const tx = this.db.transaction('actions', 'readwrite');
      for (const entry of batch) {
        const answer = byId.get(entry.action.id);
        if (!answer) continue;
        const refused = answer.result === 'refused' || answer.first?.result === 'refused';
        await tx.store.put({ ...entry, state: refused ? 'refused' : 'sent', message: answer.message });
      }
      await tx.done;
      sent += batch.length;
    }
  }

  /** Uploads an entry's proofs once: the ids are kept in the queued action before it is sent. */
  private async uploadProofs(entry: QueuedAction, upload: UploadProof): Promise<void> {
    if (!entry.proofs || entry.action.type !== 'deliver') return;
    const { signature, photo } = entry.proofs;
    const action = { ...entry.action };
    if (signature) action.signatureUploadId = await upload(signature, 'signature.png');
    if (photo) action.photoUploadId = await upload(photo, 'photo.jpg');
    entry.action = action;
    delete entry.proofs;
    await this.db.put('actions', entry);
  }

  async addPosition(position: CourierPosition): Promise<void> {
    await this.db.add('positions', position);
  }

  /** Sends the kept positions in batches; they leave the phone once the server has them. */
  async flushPositions(
    send: (positions: CourierPosition[]) => Promise<void>,
    batchSize = 200,
  ): Promise<void> {
    for (;;) {
      const keys = await this.db.getAllKeys('positions', null, batchSize);
      if (keys.length === 0) return;
      const positions = await this.db.getAll('positions', null, batchSize);
      await send(positions);
      const tx = this.db.transaction('positions', 'readwrite');
      for (const key of keys) await tx.store.delete(key);
      await tx.done;
    }
  }
}
