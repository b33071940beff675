import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it('turns name[] keys into lists under name', () => {
    expect({ ...parseQueryString('codes[]=PL&codes[]=DE&page=2') }).toEqual({
      codes: ['PL', 'DE'],
      page: '2',
    });
    expect({ ...parseQueryString('codes[]=PL') }).toEqual({ codes: ['PL'] });
    expect({ ...parseQueryString('codes%5B%5D=PL&codes%5B%5D=UA') }).toEqual({ codes: ['PL', 'UA'] });
  });

  it('makes a list of a repeated key and decodes values', () => {
    expect({ ...parseQueryString('a=1&a=2&a=3&b=x+y&c=%C5%82') }).toEqual({
      a: ['1', '2', '3'],
      b: 'x y',
      c: 'ł',
    });
    expect({ ...parseQueryString('flag&empty=') }).toEqual({ flag: '', empty: '' });
  });

  it('keeps a malformed escape as typed and ignores empty keys', () => {
    expect({ ...parseQueryString('name=%E0%A4%A&=x&&[]=y') }).toEqual({ name: '%E0%A4%A' });
  });

  it('has no prototype to pollute', () => {
    const parsed = parseQueryString('__proto__=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(parsed['__proto__' as string]).toBe('x');
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('builds no nesting however many brackets a key has', () => {
    const key = `a${'[b]'.repeat(10_000)}`;
    const parsed = parseQueryString(`${key}=1&${'x'.repeat(1_000)}[][][]=2`);
    expect(parsed[key]).toBe('1');
    expect(parsed[`${'x'.repeat(1_000)}[][]`]).toEqual(['2']);
  });

  it('never throws', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        expect(() => parseQueryString(text)).not.toThrow();
      }),
    );
  });
});
