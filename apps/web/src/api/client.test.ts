import { MESSAGES } from '@console/domain';
import axios, {
  type AxiosAdapter,
  AxiosError,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApiClient, createApiClient } from './client.ts';
import { writeDevSettings } from './dev-settings.ts';
import { CANCELLED_CODE, ProductError } from './product-error.ts';

interface FakeAnswer {
  status: number;
  data?: unknown;
}

/** Stands in for the network: records every request and answers from `answer`. */
function fakeServer(answer: (config: InternalAxiosRequestConfig) => FakeAnswer = () => ({ status: 200 })) {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    requests.push({ ...config, headers: config.headers.concat() });
    const { status, data = {} } = answer(config);
    const response: AxiosResponse = { data, status, statusText: String(status), headers: {}, config };
    if (status >= 200 && status < 300) return response;
    const code = status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
    throw new AxiosError(`Request failed with status code ${status}`, code, config, {}, response);
  };
  const client = createApiClient();
  client.defaults.adapter = adapter;
  return { client, requests };
}

const session = {
  getIdToken: vi.fn<() => string | null>(),
  renewToken: vi.fn<() => Promise<string | null>>(),
  getLanguage: vi.fn<() => string>(),
  onUnauthorized: vi.fn<() => void>(),
};

beforeEach(() => {
  session.getIdToken.mockReset().mockReturnValue('id-token-1');
  session.renewToken.mockReset().mockResolvedValue('id-token-2');
  session.getLanguage.mockReset().mockReturnValue('uk');
  session.onUnauthorized.mockReset();
  configureApiClient(session);
});

afterEach(() => {
  delete axios.defaults.headers.common['x-trace-id'];
});

describe('api client requests', () => {
  it('sends the Bearer id token and accept-language to /api/v1 with a 45 s time-out', async () => {
    const { client, requests } = fakeServer();
    await client.get('countries');
    const [request] = requests;
    expect(request?.baseURL).toBe('/api/v1');
    expect(request?.timeout).toBe(45_000);
    expect(request?.headers.get('Authorization')).toBe('Bearer id-token-1');
    expect(request?.headers.get('accept-language')).toBe('uk');
  });

  it('defaults accept-language to en and sends no Authorization when signed out', async () => {
    session.getIdToken.mockReturnValue(null);
    session.getLanguage.mockReturnValue('');
    const { client, requests } = fakeServer();
    await client.get('countries');
    expect(requests[0]?.headers.has('Authorization')).toBe(false);
    expect(requests[0]?.headers.get('accept-language')).toBe('en');
  });

  it('takes the API base from the dev settings on every request', async () => {
    const { client, requests } = fakeServer();
    writeDevSettings({ apiBaseUrl: 'https://qa.example.test/api/v1' });
    await client.get('countries');
    expect(requests[0]?.baseURL).toBe('https://qa.example.test/api/v1');
  });

  it("removes every header whose name contains 'x-' from main API calls", async () => {
    axios.defaults.headers.common['x-trace-id'] = 'trace';
    const { client, requests } = fakeServer();
    client.defaults.headers.common['X-Client'] = 'console';
    await client.get('countries', {
      headers: { 'X-Request-Id': '42', 'x-debug': '1', Accept: 'application/json' },
    });
    const names = Object.keys(requests[0]?.headers.toJSON() ?? {}).map((name) => name.toLowerCase());
    expect(names.filter((name) => name.includes('x-'))).toEqual([]);
    expect(names).toContain('accept');
  });

  it("removes only the common 'x-' headers from calls to the logging host", async () => {
    writeDevSettings({ loggingBaseUrl: 'https://logs.example.test' });
    axios.defaults.headers.common['x-trace-id'] = 'trace';
    const { client, requests } = fakeServer();
    client.defaults.headers.common['X-Client'] = 'console';
    await client.post('https://logs.example.test/events', {}, { headers: { 'x-log-level': 'warn' } });
    const headers = requests[0]?.headers;
    expect(headers?.has('x-trace-id')).toBe(false);
    expect(headers?.has('X-Client')).toBe(false);
    expect(headers?.get('x-log-level')).toBe('warn');
  });

  it("keeps 'x-' headers on calls to other hosts", async () => {
    const { client, requests } = fakeServer();
    await client.get('https://shipments.example.test/v2/shipments', { headers: { 'x-debug': '1' } });
    expect(requests[0]?.headers.get('x-debug')).toBe('1');
  });
});

describe('api client on 401', () => {
  it('renews the token, updates the header and retries the same request', async () => {
    const { client, requests } = fakeServer((config) =>
      config.headers.get('Authorization') === 'Bearer id-token-2'
        ? { status: 200, data: { ok: true } }
        : { status: 401 },
    );
    const response = await client.post('visits', { note: 'x' });
    expect(response.data).toEqual({ ok: true });
    expect(session.renewToken).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[1]?.url).toBe('visits');
    expect(requests[1]?.method).toBe('post');
    expect(requests[1]?.data).toBe('{"note":"x"}');
    expect(session.onUnauthorized).not.toHaveBeenCalled();
  });

  it('gives up after exactly 3 retries and reports the session as unauthorized', async () => {
    const { client, requests } = fakeServer(() => ({
      status: 401,
      data: { code: 'UNAUTHORIZED', message: 'Sign-in required' },
    }));
    const failure = client.get('countries').catch((error: unknown) => error);
    const error = await failure;
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Sign-in required' });
    expect(session.renewToken).toHaveBeenCalledTimes(3);
    expect(requests).toHaveLength(4);
    expect(session.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('rejects without a retry when no token results from renewal', async () => {
    session.renewToken.mockResolvedValue(null);
    const { client, requests } = fakeServer(() => ({ status: 401 }));
    await expect(client.get('countries')).rejects.toMatchObject({ status: 401 });
    expect(requests).toHaveLength(1);
    expect(session.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('treats a failed renewal like no token', async () => {
    session.renewToken.mockRejectedValue(new Error('refresh failed'));
    const { client } = fakeServer(() => ({ status: 401 }));
    await expect(client.get('countries')).rejects.toMatchObject({ status: 401 });
    expect(session.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('shares one renewal between parallel 401s', async () => {
    const { client } = fakeServer((config) =>
      config.headers.get('Authorization') === 'Bearer id-token-2' ? { status: 200 } : { status: 401 },
    );
    await Promise.all([client.get('countries'), client.get('regions'), client.get('streets')]);
    expect(session.renewToken).toHaveBeenCalledTimes(1);
  });

  it('does not renew for the sign-in and token calls themselves', async () => {
    const { client, requests } = fakeServer(() => ({
      status: 401,
      data: { code: 'UNAUTHORIZED', message: MESSAGES.invalidCredentials },
    }));
    await expect(client.post('auth/login', {})).rejects.toMatchObject({
      message: MESSAGES.invalidCredentials,
    });
    expect(session.renewToken).not.toHaveBeenCalled();
    expect(requests).toHaveLength(1);
  });
});

describe('api client errors', () => {
  it('turns a cancelled request into an error with code -1', async () => {
    const { client } = fakeServer();
    const controller = new AbortController();
    controller.abort();
    await expect(
      client.get('shipments/visit-search/SH', { signal: controller.signal }),
    ).rejects.toMatchObject({
      code: CANCELLED_CODE,
    });
  });

  it.each(['ECONNABORTED', 'ETIMEDOUT'])(
    "reports a time-out (%s) as 'Timeout error. Try again'",
    async (code) => {
      const { client } = fakeServer();
      client.defaults.adapter = async (config) => {
        throw new AxiosError('timeout of 45000ms exceeded', code, config);
      };
      await expect(client.get('countries')).rejects.toThrow('Timeout error. Try again');
    },
  );

  it('rethrows a string error of the staff-fixations path as BOClient', async () => {
    const { client } = fakeServer(() => ({ status: 422, data: { error: 'Staff is not on shift' } }));
    const error = await client.post('staff-fixations', {}).catch((failure: unknown) => failure);
    expect(error).not.toBeInstanceOf(ProductError);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('BOClient: Staff is not on shift');
  });

  it('turns other failures into a ProductError with status, code, errors and the request value', async () => {
    const body = {
      code: 'VALIDATION',
      message: 'Request validation failed',
      errors: { 'parcels.0.number': 'string.pattern.base' },
    };
    const { client } = fakeServer(() => ({ status: 400, data: body }));
    const error = await client
      .post('v2/shipments', { parcels: [{ number: 'bad' }] })
      .catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ProductError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Request validation failed',
      errors: body.errors,
      requestValue: { parcels: [{ number: 'bad' }] },
      url: 'v2/shipments',
    });
  });

  it('carries the HTTP status and transport code when the body is not an API error', async () => {
    const { client } = fakeServer(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    await expect(client.get('countries', { params: { name: 'Pol' } })).rejects.toMatchObject({
      status: 502,
      code: AxiosError.ERR_BAD_RESPONSE,
      requestValue: { name: 'Pol' },
    });
  });

  it('reads the JSON error body of a binary call', async () => {
    const blob = new Blob([JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' })], {
      type: 'application/json',
    });
    const { client } = fakeServer(() => ({ status: 404, data: blob }));
    await expect(client.get('shipments/print-form/marking', { responseType: 'blob' })).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'Not found',
    });
  });
});
