import { describe, expect, it } from 'vitest';
import { loginPathFor, safeNextPath } from './safe-next-path';

describe('safeNextPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/leads?page=2', '/dashboard/leads?page=2'],
    ['/dashboard/domains/example.com#stats', '/dashboard/domains/example.com#stats'],
  ])('keeps the path %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['dashboard'],
    ['https://evil.example/dashboard'],
    ['//evil.example/dashboard'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\u0000//evil.example'],
    ['/\t/evil.example'],
  ])('refuses %j', (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe('loginPathFor', () => {
  it('encodes the page to come back to', () => {
    expect(loginPathFor('/login', '/dashboard/leads?page=2')).toBe(
      '/login?next=%2Fdashboard%2Fleads%3Fpage%3D2',
    );
  });
});
