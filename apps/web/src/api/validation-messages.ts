import type { i18n as I18n, TFunction } from 'i18next';
import { createElement, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductError } from './product-error.ts';

/** The namespace that translates the API's validation message keys (platform §8). */
export const BACKEND_NAMESPACE = 'backend';

/** A message key that stands for "show what the request sent" rather than a text. */
const VALUE_MESSAGE_KEY = 'value';

/** Request-part prefixes a field path may carry: `body_parcels.0.number`, `querystring.name`. */
const REQUEST_PART_PREFIX = /^(?:body|query|querystring|params|headers)[_.]/;

type ValidationFailure = Pick<ProductError, 'errors' | 'url' | 'requestValue'>;

/**
 * One translated line per failed field. Lookup in the `backend` namespace, most
 * specific first, each tried with the i18next context (the request's resource,
 * e.g. `string.pattern.base_shipments`) and then without:
 * `{attribute}.{message}` then `{message}`, where attribute is the field path
 * without its request-part prefix and with array indexes as `*`
 * (`parcels.*.number`). Keys read the same flat or nested. Interpolation
 * gets `{{value}}` (what the request sent there), `{{attribute}}` and `{{field}}`.
 * Without a translation the line is `field: message`.
 */
export function validationMessageLines(error: ValidationFailure, i18n: Pick<I18n, 't' | 'exists'>): string[] {
  const context = resourceOf(error.url);
  return Object.entries(error.errors ?? {}).map(([field, message]) => {
    const path = field.replace(REQUEST_PART_PREFIX, '');
    const value = displayValue(valueAt(error.requestValue, path.split('.')));
    if (message === VALUE_MESSAGE_KEY) return value;
    const attribute = path
      .split('.')
      .map((segment) => (/^\d+$/.test(segment) ? '*' : segment))
      .join('.');
    const shape = patternShape(message, (shapeKey) => i18n.t(shapeKey, { ns: 'common', defaultValue: '' }));
    const keys = [`${attribute}.${message}`, ...patternKeys(message, shape)];
    const options = {
      ns: BACKEND_NAMESPACE,
      // The server serves catalogues nested by key segment; i18next's lookup finds
      // `string.min` both nested and flat, so the default key separator stays.
      nsSeparator: false,
      ...(context ? { context } : {}),
    } as const;
    if (!i18n.exists(keys, options)) return `${field}: ${message}`;
    return i18n.t(keys, {
      ...options,
      attribute,
      field,
      value,
      shape,
      defaultValue: `${field}: ${message}`,
      // React escapes the text; i18next's own HTML escaping would show '&lt;' literally.
      interpolation: { escapeValue: false },
    });
  });
}

/** The lines as an HTML list; every line is a text node, so markup in a value stays text. */
export function validationMessageList(lines: readonly string[]): ReactElement {
  return createElement(
    'ul',
    { className: 'validation-messages' },
    // Fields are unique, but two may translate to the same line: keys carry the position.
    lines.map((line, index) => createElement('li', { key: `${index}:${line}` }, line)),
  );
}

/** Backend validation errors of a failed call, translated, as a list. */
export function ValidationMessages({ error }: { error: ValidationFailure }): ReactElement {
  const { i18n } = useTranslation([BACKEND_NAMESPACE]);
  return validationMessageList(validationMessageLines(error, i18n));
}

/** Parameters of a joi/zod rule failure; `message` is the raw text to fall back to. */
export interface JoiMessageParams {
  message?: string;
  [name: string]: unknown;
}

/** A named pattern's key (`string.pattern.parcel_number`): the name, else undefined. */
const NAMED_PATTERN = /^string\.pattern\.([a-z_]+)$/;

/** A named pattern's key other than the unnamed `string.pattern.base`. */
const isNamedPattern = (key: string) => NAMED_PATTERN.test(key) && key !== 'string.pattern.base';

/**
 * The expected shape a named pattern failure words ("four capital letters and ten digits…"), read
 * by `shapeText` from `admin.joi.shape.{name}` of the common catalogue ('' when it has none);
 * undefined for other keys and for names without words. Form rules and the API's lines share it.
 */
function patternShape(key: string, shapeText: (shapeKey: string) => string): string | undefined {
  const name = NAMED_PATTERN.exec(key)?.[1];
  if (!name || name === 'base') return undefined;
  return shapeText(`admin.joi.shape.${name}`) || undefined;
}

/** The message keys to try for `key`: a named pattern words its shape, or says "invalid format" without one. */
function patternKeys(key: string, shape: string | undefined): string[] {
  if (shape !== undefined) return ['string.pattern.named'];
  return isNamedPattern(key) ? [key, 'string.pattern.base'] : [key];
}

/** Rule failure text (platform §5): translated `admin.joi.{type}`, else the raw message, else 'oops'. */
export function joiMessage(t: TFunction, type: string, params: JoiMessageParams = {}): string {
  // A numeric limit picks the plural form ("1 character", "5 characters").
  const count = typeof params.limit === 'number' ? { count: params.limit } : {};
  const shape = patternShape(type, (shapeKey) => t(shapeKey, { defaultValue: '' }));
  if (shape) return t('admin.joi.string.pattern.named', { ...params, shape });
  if (isNamedPattern(type)) return joiMessage(t, 'string.pattern.base', params);
  const translated = t(`admin.joi.${type}`, { ...params, ...count, defaultValue: '' });
  if (translated) return translated;
  if (params.message) return params.message;
  return t('common:oops', { defaultValue: 'Oops, something went wrong' });
}

/** First segment of the request path (`v2/shipments/12` → `shipments`); `api` and version segments are skipped. */
function resourceOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  let path = url;
  if (/^([a-z][a-z\d+\-.]*:)?\/\//i.test(url)) {
    try {
      path = new URL(url, 'http://localhost').pathname;
    } catch {
      return undefined;
    }
  }
  const segments = path.split(/[?#]/)[0]?.split('/') ?? [];
  return segments.find((segment) => segment !== '' && segment !== 'api' && !/^v\d+$/.test(segment));
}

function valueAt(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const segment of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}

function displayValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
