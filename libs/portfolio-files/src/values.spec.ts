import { describe, expect, it } from 'vitest';
import { ParseProblem, parseBoolean, parseDate, parseMoney } from './values';

describe('parseMoney', () => {
  it.each([
    ['$ 18.99', 18.99],
    ['$1,250', 1250],
    ['"$ 1,250"'.replace(/"/g, ''), 1250],
    ['4500', 4500],
    ['USD 4500', 4500],
    ['0.00', 0],
    ['1.200,50 €', 1200.5],
    ['12,5', 12.5],
    ['10.444', 10.44],
  ])('reads %j as %d', (cell, expected) => {
    expect(parseMoney(cell)).toBe(expected);
  });

  it('reads an empty cell as no value', () => {
    expect(parseMoney('  ')).toBeUndefined();
  });

  it.each(['-5', '($20.00)', 'call me', '1,2,3', '$'])('refuses %j', (cell) => {
    expect(parseMoney(cell)).toBeInstanceOf(ParseProblem);
  });
});

describe('parseDate', () => {
  it.each([
    ['2024-05-01', '2024-05-01'],
    ['2024-05-01 13:45:00', '2024-05-01'],
    ['2024-05-01T23:30:00Z', '2024-05-01'],
    ['2021/11/24 11:43 PST', '2021-11-24'],
    ['11/24/2026', '2026-11-24'],
    ['1/9/2027', '2027-01-09'],
    ['06-29-2021', '2021-06-29'],
    ['24/11/2026', '2026-11-24'],
    ['1/9/27', '2027-01-09'],
    ['Dec 13 2021', '2021-12-13'],
    ['December 13, 2021', '2021-12-13'],
    ['13 Dec 2021', '2021-12-13'],
    ['Sept 3 2025', '2025-09-03'],
  ])('reads %j as %s', (cell, expected) => {
    expect(parseDate(cell)).toBe(expected);
  });

  it.each(['2021-02-30', '13/13/2021', 'soon', 'Foo 12 2021', '2021'])('refuses %j', (cell) => {
    expect(parseDate(cell)).toBeInstanceOf(ParseProblem);
  });
});

describe('parseBoolean', () => {
  it.each([
    ['ON', true],
    ['off', false],
    ['Yes', true],
    ['no', false],
    ['TRUE', true],
    ['0', false],
  ])('reads %j as %s', (cell, expected) => {
    expect(parseBoolean(cell)).toBe(expected);
  });

  it('refuses words that are not yes or no', () => {
    expect(parseBoolean('maybe')).toBeInstanceOf(ParseProblem);
    expect(parseBoolean('')).toBeUndefined();
  });
});

describe('decodeFileText', () => {
  it('reads UTF-8, and falls back to windows-1252 for bytes that are not UTF-8', async () => {
    const { decodeFileText } = await import('./decode');
    expect(decodeFileText(new TextEncoder().encode('münchen.de'))).toBe('münchen.de');
    expect(decodeFileText(Uint8Array.from([0x6d, 0xfc, 0x6e, 0x63, 0x68, 0x65, 0x6e]))).toBe(
      'münchen',
    );
  });

  it('reads the encoding a byte-order mark names, UTF-16 as Excel saves "Unicode Text" included', async () => {
    const { decodeFileText } = await import('./decode');
    const text = 'Domain\tPrice\r\nmünchen.de\t10\r\n';
    const le = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(text, 'utf16le'))]);
    const swapped = Buffer.from(text, 'utf16le');
    for (let i = 0; i < swapped.length; i += 2) swapped.writeUInt16BE(swapped.readUInt16LE(i), i);
    const be = new Uint8Array([0xfe, 0xff, ...new Uint8Array(swapped)]);
    const utf8 = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(text)]);
    for (const bytes of [le, be, utf8]) expect(decodeFileText(bytes)).toBe(text);
    // The mark wins over a charset that names something else.
    expect(decodeFileText(le, 'utf-8')).toBe(text);
  });

  it('reads the charset an upload names, and refuses one it does not know', async () => {
    const { UnknownCharsetError, decodeFileText } = await import('./decode');
    expect(decodeFileText(new Uint8Array(Buffer.from('münchen.de', 'utf16le')), 'UTF-16LE')).toBe(
      'münchen.de',
    );
    expect(decodeFileText(Uint8Array.from([0x6d, 0xfc]), 'iso-8859-1')).toBe('mü');
    // A client's default of UTF-8 does not garble Windows' encoding.
    expect(decodeFileText(Uint8Array.from([0x6d, 0xfc]), 'utf-8')).toBe('mü');
    expect(() => decodeFileText(Uint8Array.from([0x61]), 'klingon')).toThrow(UnknownCharsetError);
  });
});
