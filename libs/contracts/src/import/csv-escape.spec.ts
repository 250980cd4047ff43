import { describe, expect, it } from 'vitest';
import { escapeCsvFormula } from './csv-escape';

describe('escapeCsvFormula', () => {
  it.each(['=SUM(A1:A2)', '+1', '-1', '@cmd', '\tx', '\rx', '\nx', '=HYPERLINK("http://evil")'])(
    'prefixes a quote to %j',
    (cell) => {
      expect(escapeCsvFormula(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['example.com', '12.50', '', ' =not-first', "'already", 'a=b', 'x-y'])(
    'leaves %j alone',
    (cell) => {
      expect(escapeCsvFormula(cell)).toBe(cell);
    },
  );
});
