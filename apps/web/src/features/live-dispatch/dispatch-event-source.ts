import type { DispatchEvent } from '@console/domain';
import { createParser } from 'eventsource-parser';
import { idTokenForStream } from '../../api/client.ts';
import { getApiBaseUrl } from '../../api/dev-settings.ts';

/** Where the stream stands: reading, waiting to reconnect, or refused for good (no right, no division). */
export type StreamState = 'connecting' | 'live' | 'reconnecting' | 'refused';

/** Pauses before reconnecting, growing while the server stays away. */
const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000];

export interface DispatchEventSourceOptions {
  divisionId: string;
  onEvent(event: DispatchEvent): void;
  onState(state: StreamState): void;
  /** For tests: the fetch to read with. */
  fetcher?: typeof fetch;
}

/**
 * Reads a division's live-dispatch events (`GET dispatch/events`, Server-Sent Events) with `fetch`, which,
 * unlike `EventSource`, sends the id token. A lost stream is opened again with `Last-Event-ID`, so the
 * server resends what happened in between (a stopped instance, a moment offline); a 401 renews the token
 * once. Answers the function that stops it.
 */
export function connectDispatchEvents(options: DispatchEventSourceOptions): () => void {
  const fetcher = options.fetcher ?? fetch;
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let attempt = 0;
  let renew = false;

  const read = async (): Promise<'again' | 'stop'> => {
    const token = await idTokenForStream(renew);
    if (!token) return 'stop';
    const response = await fetcher(
      `${getApiBaseUrl()}/dispatch/events?divisionId=${encodeURIComponent(options.divisionId)}`,
      {
        headers: {
          accept: 'text/event-stream',
          authorization: `Bearer ${token}`,
          ...(lastEventId ? { 'last-event-id': lastEventId } : {}),
        },
        signal: abort.signal,
        cache: 'no-store',
      },
    );
    if (response.status === 401 && !renew) {
      renew = true;
      return 'again';
    }
    if (response.status >= 400 && response.status < 500) return 'stop';
    if (!response.ok || !response.body) return 'again';
    renew = false;
    attempt = 0;
    options.onState('live');
    const parser = createParser({
      onEvent: (message) => {
        if (!message.id || !message.event) return;
        lastEventId = message.id;
        try {
          options.onEvent(JSON.parse(message.data) as DispatchEvent);
        } catch {
          // A line the console cannot read is skipped; the next event still comes.
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  };

  void (async () => {
    options.onState('connecting');
    while (!abort.signal.aborted) {
      let next: 'again' | 'stop';
      try {
        next = await read();
      } catch {
        next = 'again';
      }
      if (abort.signal.aborted) return;
      if (next === 'stop') {
        options.onState('refused');
        return;
      }
      options.onState('reconnecting');
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt++, RECONNECT_DELAYS_MS.length - 1)];
      await new Promise((resolve) => setTimeout(resolve, renew ? 0 : delay));
    }
  })();
  return () => abort.abort();
}
