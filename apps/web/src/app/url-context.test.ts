import { describe, expect, it } from 'vitest';
import { detectTarget, parseAdminContext, parseHashQuery, parseUrlContext, prefixId } from './url-context.ts';

describe('parseAdminContext', () => {
  it('reads the number and name after new_awis_admin', () => {
    expect(parseAdminContext('/new_awis_admin/12-warsaw/shipments')).toEqual({
      prefix: 12,
      name: 'warsaw',
      basePath: '/new_awis_admin/12-warsaw',
    });
  });

  it('keeps a deeper mount point in the base path', () => {
    expect(parseAdminContext('/portal/new_awis_admin/7-kyiv-central')).toEqual({
      prefix: 7,
      name: 'kyiv-central',
      basePath: '/portal/new_awis_admin/7-kyiv-central',
    });
  });

  it.each([
    '/shipments',
    '/new_awis_admin',
    '/new_awis_admin/',
    '/new_awis_admin/warsaw/shipments',
    '/new_awis_admin/12/shipments',
    '/new_awis_admin/12-/shipments',
    '/new_awis_admin/x12-warsaw',
    '/admin/12-warsaw',
  ])('is null for %s', (pathname) => {
    expect(parseAdminContext(pathname)).toBeNull();
  });
});

describe('prefixId', () => {
  it('prefixes the context number', () => {
    const context = parseAdminContext('/new_awis_admin/12-warsaw');
    expect(prefixId(context, 'shipments-table')).toBe('12-shipments-table');
    expect(prefixId(context, 345)).toBe('12-345');
  });

  it('leaves identifiers alone outside an admin context', () => {
    expect(prefixId(null, 'shipments-table')).toBe('shipments-table');
    expect(prefixId(null, 345)).toBe('345');
  });
});

describe('detectTarget', () => {
  it('finds the target parameter', () => {
    expect(detectTarget('?target=_blank&x=1')).toBe('_blank');
    expect(detectTarget('target=frame')).toBe('frame');
  });

  it('is null when absent or blank', () => {
    expect(detectTarget('')).toBeNull();
    expect(detectTarget('?x=1')).toBeNull();
    expect(detectTarget('?target=')).toBeNull();
  });
});

describe('parseHashQuery', () => {
  it('splits path and parameters', () => {
    expect(parseHashQuery('#/x?a=1')).toEqual({ path: '/x', params: { a: '1' } });
  });

  it('collects repeated and [] parameters into lists', () => {
    expect(parseHashQuery('#/list?id=1&id=2&codes[]=PL&name=a%20b')).toEqual({
      path: '/list',
      params: { id: ['1', '2'], codes: ['PL'], name: 'a b' },
    });
  });

  it('handles a hash without a query, a query without a path, and no hash', () => {
    expect(parseHashQuery('#/x')).toEqual({ path: '/x', params: {} });
    expect(parseHashQuery('#?a=1')).toEqual({ path: '', params: { a: '1' } });
    expect(parseHashQuery('')).toEqual({ path: '', params: {} });
  });
});

describe('parseUrlContext', () => {
  it('combines the three readings', () => {
    expect(
      parseUrlContext({ pathname: '/new_awis_admin/3-lodz/home', search: '?target=main', hash: '#/y?b=2' }),
    ).toEqual({
      admin: { prefix: 3, name: 'lodz', basePath: '/new_awis_admin/3-lodz' },
      target: 'main',
      hashQuery: { path: '/y', params: { b: '2' } },
    });
  });
});
