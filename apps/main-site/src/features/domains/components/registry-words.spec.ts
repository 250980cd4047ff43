import { describe, expect, it } from 'vitest';
import { relativeTime, statusLabel } from './registry-words';

const now = Date.parse('2026-11-26T12:00:00.000Z');
const at = (ms: number) => new Date(now + ms).toISOString();
const MINUTE = 60_000;

describe('relativeTime', () => {
  it.each([
    [10_000, 'in a moment'],
    [-10_000, 'just now'],
    [-5 * MINUTE, '5 minutes ago'],
    [59.6 * MINUTE, 'in 1 hour'],
    [-3 * 60 * MINUTE, '3 hours ago'],
    [-30 * 60 * MINUTE, 'yesterday'],
    [3 * 24 * 60 * MINUTE, 'in 3 days'],
    [-15 * 24 * 60 * MINUTE, '2 weeks ago'],
    [-90 * 24 * 60 * MINUTE, '3 months ago'],
    [400 * 24 * 60 * MINUTE, 'next year'],
  ])('%d ms from now reads "%s"', (offset, words) => {
    expect(relativeTime(at(offset), now)).toBe(words);
  });
});

describe('statusLabel', () => {
  it.each([
    ['clientTransferProhibited', 'Client transfer prohibited'],
    ['client transfer prohibited', 'Client transfer prohibited'],
    ['redemptionPeriod', 'Redemption period'],
    ['ok', 'OK'],
  ])('%s reads "%s"', (status, words) => {
    expect(statusLabel(status)).toBe(words);
  });
});
