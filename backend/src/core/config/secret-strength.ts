import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { KNOWN_SECRET_VALUES } from './known-secrets';

/**
 * Fewer guesses than this (about 2^66) and a secret counts as easy to guess. Random secrets of the required length
 * score far above it (`openssl rand -hex 16` about 10^31); repeated bytes, short repeated patterns, sequences,
 * keyboard walks and dictionary passwords score below 10^13.
 */
export const MIN_GUESSES_LOG10 = 20;

let estimator: ZxcvbnFactory | undefined;
/**
 * zxcvbn with its common dictionaries and keyboard layouts, built on first use: only production checks secrets, so
 * development and test processes never load the 2 MB of word lists.
 */
function strength(): ZxcvbnFactory {
  if (!estimator) {
    const { dictionary, adjacencyGraphs } = require('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common');
    estimator = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  }
  return estimator;
}

const known = new Set(KNOWN_SECRET_VALUES.map((v) => v.trim().toLowerCase()));

/** True when the value is one written in this repository (a default, a placeholder, a test value). */
export function isKnownSecret(value: string): boolean {
  return known.has(value.trim().toLowerCase());
}

/** zxcvbn's estimate of the guesses an attacker needs, as a power of ten. */
export function guessesLog10(value: string): number {
  return strength().check(value).guessesLog10;
}

/**
 * Why a secret may not be used in production, as the end of a sentence that starts with its variable's name, or
 * null when it is fine. Checked in this order: public, too short, easy to guess.
 */
export function secretProblem(value: string, minLength: number): string | null {
  if (isKnownSecret(value))
    return 'is a publicly known value (a default, example or placeholder written in Parley\'s repository)';
  if (value.length < minLength) return `is too short (production needs at least ${minLength} characters)`;
  if (guessesLog10(value) < MIN_GUESSES_LOG10)
    return 'is too easy to guess (repeated characters, a short repeated pattern, a sequence or a common word)';
  return null;
}
