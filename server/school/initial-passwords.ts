/**
 * Initial passwords (issue 34): what a student copies from a paper slip on a phone, so only characters
 * that cannot be mistaken for another — no 0/o, 1/l — in lower case: 8 of 32 symbols, 40 random bits.
 *
 * They are hashed with a lighter scrypt than a chosen password (N = 1024 instead of 16384; the
 * parameters travel in the hash, so verifyPassword reads either): 2,000 accounts must import in seconds,
 * the passwords are random rather than guessable words, and sign-in attempts are throttled
 * (login-throttle.ts). A school that wants slower hashes passes another cost.
 */
import { randomInt } from 'node:crypto';
import { hashPassword } from '../auth/passwords';

export const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
export const INITIAL_PASSWORD_LENGTH = 8;
export const INITIAL_PASSWORD_COST = 1024;

export const newInitialPassword = (): string =>
  Array.from({ length: INITIAL_PASSWORD_LENGTH }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');

/** The stored hash of a password as the sign-in form sends it (the typed password and the fixed suffix, spec 01 §7). */
export const initialPasswordHash = (password: string, passwordSuffix: string, cost = INITIAL_PASSWORD_COST): Promise<string> =>
  hashPassword(password + passwordSuffix, { N: cost });
