import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv';

describe('csvCell', () => {
  it('writes text that a spreadsheet would run as a formula as text', () => {
    for (const cell of ['=SUM(A1)', '+1 555', '-2+3', '@cmd', '\tx', '\rx'])
      expect(csvCell(cell).replace(/^"|"$/g, '')).toMatch(/^'/);
  });

  it('keeps numbers as numbers, losses included, so they can be added up', () => {
    expect(csvCell(-30)).toBe('-30');
    expect(csvCell(1250.5)).toBe('1250.5');
    expect(csvCell('-30')).toBe("'-30");
  });

  it('quotes cells holding the delimiter, a quote or a line break', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(toCsv([['a;b', 1]], ';')).toBe('\uFEFF"a;b";1\r\n');
  });
});
