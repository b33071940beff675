/**
 * Test helpers for the console: translations from the seed catalogues, a fake
 * API behind the axios adapter, and the whole app on a memory router.
 * Only tests import this file.
 */
import {
  type CurrentUser,
  countryProfile,
  DEFAULT_USER_SETTINGS,
  SEED_CATALOGUES,
  type UserSettings,
} from '@console/domain';
import { render } from '@testing-library/react';
import { type AxiosAdapter, AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import type { i18n as I18n } from 'i18next';
import { createMemoryRouter } from 'react-router';
import { apiClient } from '../api/client.ts';
import { useAuthStore } from '../features/auth/auth-store.ts';
import { createI18n } from '../i18n/i18n.ts';
import type { InterfaceLanguage } from '../i18n/languages.ts';
import { connectApiClient } from './api-session.ts';
import { App } from './app.tsx';
import { createQueryClient } from './query-client.ts';
import { createRoutes } from './routes.tsx';
import { ANSWER_SCHEMAS, type ApiAnswers, type ApiAnswersAt, type TypedAnswer } from './test-answers.ts';

export function createTestI18n(language = 'en'): I18n {
  return createI18n({
    language,
    resources: { en: SEED_CATALOGUES.en, uk: SEED_CATALOGUES.uk, pl: SEED_CATALOGUES.pl },
  });
}

export interface FakeAnswer {
  status: number;
  data?: unknown;
}

export interface FakeRequest {
  method: string;
  url: string;
  data: unknown;
  headers: Record<string, unknown>;
  /** The request's time-out in ms (the client's default unless the call set its own). */
  timeout: number | undefined;
  /** The query parameters as the console passed them to the client. */
  params?: Record<string, unknown>;
}

type Faked<A> = A | ((request: FakeRequest) => A);

/**
 * `'GET users/me'` → the answer, or a function of the request. A call of `ApiAnswers` must be
 * answered in the shape the console reads (test-answers.ts); any other is free.
 */
export type FakeRoutes = { [Call in keyof ApiAnswers]?: Faked<TypedAnswer<ApiAnswers[Call]>> } & Record<
  string,
  Faked<FakeAnswer>
>;

/** Parses a success answer of a call the domain has a schema for: a fake the types let through still fails. */
function checkAnswer(call: string, answer: FakeAnswer) {
  const schema = ANSWER_SCHEMAS[call as keyof typeof ANSWER_SCHEMAS];
  if (!schema || answer.status < 200 || answer.status >= 300) return;
  const parsed = schema.safeParse(answer.data);
  if (!parsed.success)
    throw new Error(`The fake answer of ${call} is not what the API sends: ${parsed.error.message}`);
}

/**
 * The fake route of a call with a record in its path, typed by its route: `answerAt('GET
 * shipments/:id', [SHIPMENT_ID], { status: 200, data: shipment })` answers `GET shipments/<id>` with
 * what `ApiAnswersAt` says the console reads there (any answer for a route it does not list).
 */
export function answerAt<Call extends string>(
  call: Call,
  values: readonly (string | number)[],
  answer: Faked<TypedAnswer<Call extends keyof ApiAnswersAt ? ApiAnswersAt[Call] : unknown>>,
): FakeRoutes {
  const params = call.match(/:[a-zA-Z0-9]+/g) ?? [];
  if (params.length !== values.length)
    throw new Error(`${call} has ${params.length} parameters, given ${values.length} values`);
  let index = 0;
  const key = call.replace(/:[a-zA-Z0-9]+/g, () => String(values[index++]));
  if (typeof answer !== 'function') checkAnswer(call, answer);
  const checked: Faked<FakeAnswer> =
    typeof answer === 'function'
      ? (request) => {
          const each = answer(request);
          checkAnswer(call, each);
          return each;
        }
      : answer;
  return { [key]: checked };
}

/** Answers the API client's requests from `routes`; anything else is a 404. Returns the requests seen. */
export function fakeApi(routes: FakeRoutes): FakeRequest[] {
  const requests: FakeRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = (config.url ?? '').replace(/^\/+/, '').split('?')[0] ?? '';
    const method = (config.method ?? 'get').toUpperCase();
    const request: FakeRequest = {
      method,
      url,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers: config.headers.toJSON(),
      timeout: config.timeout,
      params: config.params,
    };
    requests.push(request);
    const route = routes[`${method} ${url}`];
    const answer =
      typeof route === 'function'
        ? route(request)
        : (route ?? { status: 404, data: { code: 'NOT_FOUND', message: 'Not found' } });
    checkAnswer(`${method} ${url}`, answer);
    const response: AxiosResponse = {
      data: answer.data ?? {},
      status: answer.status,
      statusText: String(answer.status),
      headers: {},
      config,
    };
    if (answer.status >= 200 && answer.status < 300) return response;
    throw new AxiosError(
      `Request failed with status code ${answer.status}`,
      AxiosError.ERR_BAD_REQUEST,
      config,
      {},
      response,
    );
  };
  apiClient.defaults.adapter = adapter;
  return requests;
}

export const TEST_LANGUAGES: InterfaceLanguage[] = [
  // Arabic stands for a right-to-left language with texts.
  { code: 'ar', name: 'Arabic', native: 'العربية', rtl: true, translated: true },
  { code: 'en', name: 'English', native: 'English', rtl: false, translated: true },
  { code: 'pl', name: 'Polish', native: 'Polski', rtl: false, translated: true },
  { code: 'uk', name: 'Ukrainian', native: 'Українська', rtl: false, translated: true },
  // A language of the register the console has no texts in.
  { code: 'aa', name: 'Afar', native: 'Afaraf', rtl: false, translated: false },
];

export function fakeUser(groups: string[], settings: Partial<UserSettings> = {}): CurrentUser {
  return {
    id: '0d5c2c1e-8a43-4c1b-9a55-1f2b3c4d5e6f',
    login: groups[0]?.replaceAll('_', '.') ?? 'nobody',
    firstName: 'Olena',
    lastName: 'Kovalenko',
    patronymic: null,
    email: null,
    groups,
    division: {
      id: '7a1d7f0e-2d4b-4b8e-9f61-0c2e3d4f5a6b',
      number: '1001',
      name: 'Warszawa Oddział nr 1',
      divisionCategory: 'PostBranch',
      countryCode: 'PL',
    },
    homeDivision: null,
    countryProfile: countryProfile('PL'),
    settings: { ...DEFAULT_USER_SETTINGS, ...settings },
  };
}

/** The routes every signed-in screen calls: the user, the settings and the languages. */
export function signedInRoutes(user: CurrentUser, extra: FakeRoutes = {}): FakeRoutes {
  return {
    'GET users/me': { status: 200, data: user },
    'GET users/settings': { status: 200, data: user.settings },
    'GET i18n/languages': { status: 200, data: TEST_LANGUAGES },
    ...extra,
  };
}

export function signIn(): void {
  useAuthStore.setState({
    idToken: 'test-id-token',
    refreshToken: 'test-refresh-token-0001',
    expiresAt: Date.now() + 600_000,
  });
}

/** Renders the whole console at `path` on a memory router. */
export function renderApp(path: string, options: { routes: FakeRoutes; i18n?: I18n }) {
  const requests = fakeApi(options.routes);
  const i18n = options.i18n ?? createTestI18n();
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: 30_000 } });
  connectApiClient(i18n, queryClient);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const view = render(<App i18n={i18n} queryClient={queryClient} router={router} />);
  return { ...view, router, requests, i18n, queryClient };
}

/** Fresh session state for each test (the stores live as long as the test file). */
export function resetSession(): void {
  useAuthStore.setState({ idToken: null, refreshToken: null, expiresAt: null, oidc: null });
  sessionStorage.clear();
}

/** Makes media queries answer as a 1366 px wide desktop would; returns the restore function. */
export function emulateDesktopViewport(width = 1366): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+(?:\.\d+)?)px/.exec(query);
    const matches = (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    };
  }) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}
