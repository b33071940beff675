import type { NovaPayState } from '@console/domain';
import { z } from 'zod';
import type { NovaPayConfig } from '../../config.ts';

/**
 * NovaPay, the card-payment service the counter signs in to (`GET nova-pay/login`, platform §6
 * "Payment-service feature"). One port: a real HTTP adapter when `NOVAPAY_URL` is set, else a
 * stand-in that signs in at once (demo, tests). The log never carries the password or the token.
 */
export interface NovaPayPort {
  login(session: { login: string; divisionId: string | null }): Promise<NovaPayState>;
}

/** NovaPay's answer to a sign-in: the terminal it opened and, when it says so, the session's end. */
const loginAnswer = z.object({
  terminalId: z.string().trim().min(1),
  expiresAt: z.iso.datetime({ offset: true }).nullish(),
});

/** Sessions of the payment service last a working shift. */
const SESSION_HOURS = 8;

export function createNovaPayPort(config: NovaPayConfig, now: () => Date = () => new Date()): NovaPayPort {
  if (!config.url) {
    return {
      async login({ divisionId }) {
        const signedIn = now();
        return {
          connected: true,
          mode: 'stand-in',
          terminalId: `DEMO-${(divisionId ?? 'NONE').slice(0, 8).toUpperCase()}`,
          merchant: config.merchant ?? 'Demo merchant',
          signedInAt: signedIn.toISOString(),
          expiresAt: new Date(signedIn.getTime() + SESSION_HOURS * 3_600_000).toISOString(),
          error: null,
        };
      },
    };
  }
  const url = config.url;
  return {
    async login({ login, divisionId }) {
      const base: NovaPayState = {
        connected: false,
        mode: 'http',
        terminalId: null,
        merchant: config.merchant ?? null,
        signedInAt: null,
        expiresAt: null,
        error: null,
      };
      try {
        const response = await fetch(new URL('login', url.endsWith('/') ? url : `${url}/`), {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({ operator: login, divisionId, merchant: config.merchant }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) return { ...base, error: `HTTP ${response.status}` };
        // A 200 that names no terminal is no sign-in: the counter cannot take a card payment with it.
        const answer = loginAnswer.safeParse(await response.json().catch(() => undefined));
        if (!answer.success) return { ...base, error: 'NovaPay answered without a terminal' };
        return {
          ...base,
          connected: true,
          terminalId: answer.data.terminalId,
          signedInAt: now().toISOString(),
          expiresAt: answer.data.expiresAt ? new Date(answer.data.expiresAt).toISOString() : null,
        };
      } catch (error) {
        const timedOut = error instanceof Error && error.name === 'TimeoutError';
        return {
          ...base,
          error: timedOut
            ? `NovaPay did not answer within ${config.timeoutMs} ms`
            : error instanceof Error
              ? error.message
              : String(error),
        };
      }
    },
  };
}
