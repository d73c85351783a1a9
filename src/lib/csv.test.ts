import { describe, expect, it } from 'vitest';
import { csvAmount, csvField, parseCsv, toCsv, UTF8_BOM } from './csv';

describe('CSV fields', () => {
  it.each([
    ['plain', 'plain'],
    ['a, b', '"a, b"'],
    ['she said "thanks"', '"she said ""thanks"""'],
    ['line one\nline two', '"line one\nline two"'],
    ['windows\r\nbreak', '"windows\r\nbreak"'],
    ['"', '""""'],
    ['Спасибо, всё было вкусно!', '"Спасибо, всё было вкусно!"'],
    ['Рақмет', 'Рақмет'],
    ['❤️👏 great', '❤️👏 great'],
    ['', ''],
  ])('%j is written %j', (cell, written) => {
    expect(csvField(cell)).toBe(written);
  });

  it('writes numbers as numbers and nothing as an empty field', () => {
    expect(csvField(5000.5)).toBe('5000.5');
    expect(csvField(-3)).toBe('-3');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField(Number.NaN)).toBe('');
  });

  it('keeps text that looks like a formula text (CSV injection)', () => {
    expect(csvField('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvField('+7 700 000')).toBe("'+7 700 000");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
    expect(csvField('a=b')).toBe('a=b');
  });

  it('drops bidirectional controls, and then still sees a formula behind them', () => {
    expect(csvField('Cafe \u202Eabc')).toBe('Cafe abc');
    expect(csvField('\u202E\u2066=1+1')).toBe("'=1+1");
  });
});

describe('a CSV file', () => {
  const header = ['Date', 'Amount', 'Message'];
  const rows = [
    ['2026-11-21T17:30:00+05:00', 5000, 'Спасибо, "очень" вкусно\nприду ещё 🔥'],
    ['2026-11-20T09:00:00+05:00', 100.5, null],
  ];

  it('starts with the UTF-8 byte-order mark and ends records with CRLF', () => {
    const text = toCsv(header, rows);
    expect(text.startsWith(UTF8_BOM)).toBe(true);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.split('\r\n')).toHaveLength(4);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('reads back field for field, commas, quotes, line breaks, Cyrillic and emoji included', () => {
    expect(parseCsv(toCsv(header, rows))).toEqual([
      header,
      ['2026-11-21T17:30:00+05:00', '5000', 'Спасибо, "очень" вкусно\nприду ещё 🔥'],
      ['2026-11-20T09:00:00+05:00', '100.5', ''],
    ]);
  });
});

describe('amounts', () => {
  it('are exact decimals of major units with two digits', () => {
    expect(csvAmount(50_000)).toBe('500.00');
    expect(csvAmount(150_050)).toBe('1500.50');
    expect(csvAmount(7)).toBe('0.07');
    expect(csvAmount(0)).toBe('0.00');
    expect(csvAmount(900_719_925_474_099)).toBe('9007199254740.99');
  });

  it('put the sign before the whole amount', () => {
    expect(csvAmount(-150)).toBe('-1.50');
    expect(csvAmount(-7)).toBe('-0.07');
  });
});
