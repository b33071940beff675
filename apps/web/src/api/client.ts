import {
  type ApiErrorBody,
  DEFAULT_LANGUAGE,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  TOKEN_RETRY_LIMIT,
} from '@console/domain';
import axios, {
  type AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
  isAxiosError,
  isCancel,
} from 'axios';
import { getApiBaseUrl, getLoggingBaseUrl } from './dev-settings.ts';
import { CANCELLED_CODE, ProductError } from './product-error.ts';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not renew the token on a 401 (the sign-in and token calls themselves). */
    skipTokenRenewal?: boolean;
    /** How many times this request was already retried with a renewed token. */
    tokenRetryCount?: number;
  }
}

/** What the app shell supplies: the signed-in session and the chosen language. */
export interface ApiClientConfig {
  getIdToken(): string | null;
  /** Renews the session; resolves with the new id token, or null when the user must sign in again. */
  renewToken(): Promise<string | null>;
  getLanguage(): string;
  /** Called once renewal is impossible or the retry limit is spent. */
  onUnauthorized(): void;
}

let session: ApiClientConfig = {
  getIdToken: () => null,
  renewToken: async () => null,
  getLanguage: () => DEFAULT_LANGUAGE,
  onUnauthorized: () => {},
};
let pendingRenewal: Promise<string | null> | null = null;

export function configureApiClient(config: ApiClientConfig): void {
  session = config;
}

/** A client with the platform §7–8 behaviour; the app uses the shared `apiClient`. */
export function createApiClient(): AxiosInstance {
  // No baseURL default: it is resolved per request so dev settings apply at once.
  const instance = axios.create({ timeout: REQUEST_TIMEOUT_MS });

  instance.interceptors.request.use((config) => {
    config.baseURL ??= getApiBaseUrl();
    const idToken = session.getIdToken();
    if (idToken && !config.headers.has('Authorization')) {
      config.headers.set('Authorization', `Bearer ${idToken}`);
    }
    if (!config.headers.has('accept-language')) {
      config.headers.set('accept-language', session.getLanguage() || DEFAULT_LANGUAGE);
    }
    stripXHeaders(config, instance);
    return config;
  });

  instance.interceptors.response.use(undefined, (error: unknown) => handleFailure(instance, error));
  return instance;
}

export const apiClient = createApiClient();

async function handleFailure(instance: AxiosInstance, error: unknown): Promise<AxiosResponse> {
  if (isCancel(error)) {
    throw new ProductError({ status: 0, code: CANCELLED_CODE, message: error.message || 'canceled' });
  }
  if (!isAxiosError(error)) throw error;
  const config = error.config;
  if (error.response?.status === 401 && config && !config.skipTokenRenewal && !isAuthCall(config)) {
    return retryWithRenewedToken(instance, config, error);
  }
  if (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT') {
    throw new ProductError({
      ...requestDetails(config),
      status: 0,
      code: error.code,
      message: MESSAGES.timeout,
    });
  }
  const body = await readBody(error.response?.data);
  if (config?.url?.includes('staff-fixations') && isRecord(body) && typeof body.error === 'string') {
    throw new Error(MESSAGES.boClientPrefix + body.error);
  }
  throw toProductError(error, body);
}

async function retryWithRenewedToken(
  instance: AxiosInstance,
  config: InternalAxiosRequestConfig,
  error: AxiosError,
): Promise<AxiosResponse> {
  const retries = config.tokenRetryCount ?? 0;
  const idToken = retries < TOKEN_RETRY_LIMIT ? await renewToken() : null;
  if (!idToken) {
    session.onUnauthorized();
    throw toProductError(error, await readBody(error.response?.data));
  }
  config.tokenRetryCount = retries + 1;
  config.headers.set('Authorization', `Bearer ${idToken}`);
  return instance.request(config);
}

/**
 * The id token for a call made outside this client (the live-dispatch stream reads with `fetch`):
 * the session's, or a renewed one after that call was refused with a 401 (null: sign in again).
 */
export function idTokenForStream(renew = false): Promise<string | null> {
  return renew ? renewToken() : Promise.resolve(session.getIdToken());
}

/** Parallel 401s share one renewal. A failed renewal counts as "no token". */
function renewToken(): Promise<string | null> {
  pendingRenewal ??= session
    .renewToken()
    .catch(() => null)
    .finally(() => {
      pendingRenewal = null;
    });
  return pendingRenewal;
}

function isAuthCall(config: InternalAxiosRequestConfig): boolean {
  return /^\/?auth\//.test(config.url ?? '');
}

/**
 * Main API: every header whose name contains 'x-' goes. Logging host: the
 * common (default) 'x-' headers go, headers set on the call itself stay.
 */
function stripXHeaders(config: InternalAxiosRequestConfig, instance: AxiosInstance): void {
  const target = fullUrl(config);
  let names: string[] = [];
  if (isUnder(target, getApiBaseUrl())) {
    names = Object.keys(config.headers.toJSON());
  } else {
    const loggingBaseUrl = getLoggingBaseUrl();
    if (loggingBaseUrl && isUnder(target, loggingBaseUrl)) {
      names = [
        ...Object.keys(axios.defaults.headers.common),
        ...Object.keys(instance.defaults.headers.common),
      ];
    }
  }
  for (const name of names) {
    if (name.toLowerCase().includes('x-')) config.headers.delete(name);
  }
}

function fullUrl(config: InternalAxiosRequestConfig): string {
  const url = config.url ?? '';
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url) || !config.baseURL) return url;
  return `${config.baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
}

function isUnder(url: string, base: string): boolean {
  const root = base.replace(/\/+$/, '');
  return url === root || url.startsWith(`${root}/`) || url.startsWith(`${root}?`);
}

function toProductError(error: AxiosError, body: unknown): ProductError {
  const api = apiErrorFields(body);
  const status = error.response?.status ?? 0;
  return new ProductError({
    ...requestDetails(error.config),
    status,
    code: api.code ?? error.code ?? status,
    message: api.message ?? error.message,
    ...(api.errors ? { errors: api.errors } : {}),
  });
}

/** The well-formed parts of an `ApiErrorBody`; proxies and gateways answer with other shapes. */
function apiErrorFields(body: unknown): Partial<ApiErrorBody> {
  if (!isRecord(body)) return {};
  return {
    ...(typeof body.code === 'string' ? { code: body.code } : {}),
    ...(typeof body.message === 'string' ? { message: body.message } : {}),
    ...(isStringRecord(body.errors) ? { errors: body.errors } : {}),
  };
}

function requestDetails(config: InternalAxiosRequestConfig | undefined): {
  url?: string;
  requestValue?: unknown;
} {
  if (!config) return {};
  const requestValue = parseJson(config.data) ?? config.params;
  return {
    ...(config.url !== undefined ? { url: config.url } : {}),
    ...(requestValue !== undefined ? { requestValue } : {}),
  };
}

/** Error bodies of binary calls (print forms) arrive as Blob or ArrayBuffer; they hold JSON. */
async function readBody(data: unknown): Promise<unknown> {
  if (typeof Blob !== 'undefined' && data instanceof Blob) return parseJson(await data.text());
  if (data instanceof ArrayBuffer) return parseJson(new TextDecoder().decode(data));
  return parseJson(data);
}

function parseJson(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data);
  } catch {
    return data;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringRecord(value: unknown): value is Record<string, string> {
  return isRecord(value) && Object.values(value).every((entry) => typeof entry === 'string');
}
