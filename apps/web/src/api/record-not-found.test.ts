import { describe, expect, it } from 'vitest';
import { isRecordNotFound, ProductError } from './product-error.ts';

const refused = (status: number, errors?: Record<string, string>) =>
  new ProductError({
    status,
    code: status === 400 ? 'VALIDATION' : 'NOT_FOUND',
    message: 'x',
    ...(errors ? { errors } : {}),
  });

describe('isRecordNotFound (a record screen opened with a bad id, issue 25)', () => {
  it('reads a 404 and a 400 on the path parameters alone as "not found"', () => {
    expect(isRecordNotFound(refused(404))).toBe(true);
    expect(isRecordNotFound(refused(400, { 'params.id': 'string.guid' }))).toBe(true);
  });

  it('keeps every other refusal an error', () => {
    expect(
      isRecordNotFound(refused(400, { 'params.id': 'string.guid', 'querystring.day': 'date.base' })),
    ).toBe(false);
    expect(isRecordNotFound(refused(400))).toBe(false);
    expect(isRecordNotFound(refused(403))).toBe(false);
    expect(isRecordNotFound(new Error('network'))).toBe(false);
  });
});
