import type { ServerResponse } from 'node:http';
import { DISPATCH_EVENT_HEARTBEAT_SECONDS, type DispatchEvent } from '@console/domain';

/** A console that reads slower than events come is dropped past this much unsent (it reconnects and resumes). */
export const MAX_UNSENT_BYTES = 512 * 1024;
/** Ids already sent, remembered to send each event once (live and resent after a pause may overlap). */
const REMEMBERED_IDS = 5_000;

/**
 * One console's Server-Sent Events stream: `id`, `event` (the kind) and `data` (the event as JSON)
 * per event, a comment line as heartbeat, and no more memory than MAX_UNSENT_BYTES held for it.
 */
export class EventStream {
  private readonly sent = new Set<string>();
  private heartbeat: NodeJS.Timeout | undefined;
  /** The newest id sent: where a resend after a pause starts. */
  lastId = 0;

  constructor(private readonly raw: ServerResponse) {}

  open(headers: Record<string, string | number | string[] | undefined>): void {
    this.raw.writeHead(200, {
      ...headers,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // nginx in front of the instances passes the stream on as it comes instead of buffering it.
      'x-accel-buffering': 'no',
    });
    this.raw.write('retry: 2000\n\n');
    this.heartbeat = setInterval(
      () => this.write(': heartbeat\n\n'),
      DISPATCH_EVENT_HEARTBEAT_SECONDS * 1000,
    );
    this.heartbeat.unref();
  }

  send(event: DispatchEvent): void {
    if (this.sent.has(event.id)) return;
    this.sent.add(event.id);
    if (this.sent.size > REMEMBERED_IDS) this.sent.delete(this.sent.values().next().value!);
    this.lastId = Math.max(this.lastId, Number(event.id));
    this.write(`id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify(event)}\n\n`);
  }

  get closed(): boolean {
    return this.raw.destroyed || this.raw.writableEnded;
  }

  close(): void {
    clearInterval(this.heartbeat);
    if (!this.closed) this.raw.end();
  }

  private write(chunk: string): void {
    if (this.closed) return;
    this.raw.write(chunk);
    if (this.raw.writableLength > MAX_UNSENT_BYTES) {
      clearInterval(this.heartbeat);
      this.raw.destroy();
    }
  }
}
