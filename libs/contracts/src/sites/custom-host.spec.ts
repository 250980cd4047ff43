import { describe, expect, it } from 'vitest';
import { customHostFromInput } from './custom-host';

describe('customHostFromInput', () => {
  it.each([
    ['portfolio.example.com', 'portfolio.example.com'],
    ['  Portfolio.Example.COM. ', 'portfolio.example.com'],
    ['https://Portfolio.Example.com/', 'portfolio.example.com'],
    ['http://names.example.org/domains?page=2', 'names.example.org'],
    ['names.example.org#top', 'names.example.org'],
  ])('reads %j as %j', (input, host) => {
    expect(customHostFromInput(input)).toBe(host);
  });
});
