import { describe, expect, it } from 'vitest';
import { formatMessage } from './format-message';

describe('formatMessage', () => {
  it('fills every occurrence of each placeholder', () => {
    expect(formatMessage('{a} and {b}, then {a}', { a: 'x', b: 2 })).toBe('x and 2, then x');
  });

  it('leaves placeholders without a value as written', () => {
    expect(formatMessage('Write to {email}.', {})).toBe('Write to {email}.');
    expect(formatMessage('Write to {email}.')).toBe('Write to {email}.');
  });

  it('does not read inherited properties as values', () => {
    expect(formatMessage('{toString}', {})).toBe('{toString}');
  });

  it('inserts values literally, even ones that look like replacement patterns', () => {
    expect(formatMessage('{v}', { v: '$& {w} $1' })).toBe('$& {w} $1');
  });

  it('ignores braces that are not placeholders', () => {
    expect(formatMessage('{ a } {} {a-b}', { a: 1 })).toBe('{ a } {} {a-b}');
  });
});
