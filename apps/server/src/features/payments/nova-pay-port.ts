import type { NovaPayState } from '@console/domain';

/**
 * NovaPay, the card-payment service the counter signs in to (`GET nova-pay/login`, platform §6
 * "Payment-service feature"). One port: a real HTTP adapter when `NOVAPAY_URL` is set, else a
 * stand-in that signs in at once (demo, tests). The log never carries the password or the token.
 */
export interface NovaPayPort {
  login(session: { login: string; divisionId: string | null }): Promise<NovaPayState>;
}

export interface NovaPayConfig {
  url?: string;
  merchant?: string;
  apiKey?: string;
  timeoutMs: number;
}

export function novaPayConfigFromEnv(env: NodeJS.ProcessEnv = process.env): NovaPayConfig {
  const timeout = Number(env.NOVAPAY_TIMEOUT_MS ?? '10000');
  return {
    ...(env.NOVAPAY_URL ? { url: env.NOVAPAY_URL } : {}),
    ...(env.NOVAPAY_MERCHANT ? { merchant: env.NOVAPAY_MERCHANT } : {}),
    ...(env.NOVAPAY_API_KEY ? { apiKey: env.NOVAPAY_API_KEY } : {}),
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 10_000,
  };
}

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
        const body = (await response.json()) as { terminalId?: string; expiresAt?: string };
        return {
          ...base,
          connected: true,
          terminalId: body.terminalId ?? null,
          signedInAt: now().toISOString(),
          expiresAt: body.expiresAt ?? null,
        };
      } catch (error) {
        return { ...base, error: error instanceof Error ? error.message : String(error) };
      }
    },
  };
}
