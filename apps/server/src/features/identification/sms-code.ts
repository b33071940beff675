import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { type IdentificationStatus, SMS_ATTEMPTS, SMS_CODE_LENGTH } from '@console/domain';

/**
 * The parts of an SMS identification code both the counter's visit and the courier's door use:
 * a code is kept only as a hash salted with its row's id, compared in constant time, and its wrong
 * attempts move it FirstAttempt → SecondAttempt → Rejected (registers §4).
 */
export const hashCode = (id: string, code: string) =>
  createHash('sha256').update(`${id}:${code}`).digest('hex');

export function codeMatches(row: { id: string; codeHash: string | null }, code: string): boolean {
  if (!row.codeHash) return false;
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(hashCode(row.id, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const newCode = () => String(randomInt(0, 10 ** SMS_CODE_LENGTH)).padStart(SMS_CODE_LENGTH, '0');

/** Status after this many wrong codes: two attempts left, one left, none (registers §4, §8). */
export function statusAfterFailures(failedAttempts: number): IdentificationStatus {
  if (failedAttempts >= SMS_ATTEMPTS) return 'Rejected';
  return failedAttempts >= SMS_ATTEMPTS - 1 ? 'SecondAttempt' : 'FirstAttempt';
}

/** "Wrong code: 2 attempts left" — the words of a wrong code at the counter and at the door. */
export const wrongCodeWords = (attemptsLeft: number) =>
  `Wrong code: ${attemptsLeft} ${attemptsLeft === 1 ? 'attempt' : 'attempts'} left`;

/** The text of the message that carries a code. */
export const codeText = (code: string) => `Your identification code: ${code}`;
