import { describe, expect, it } from 'vitest';
import { csvCell, minorAsDecimal, toCsv } from './csv';

describe('CSV cells', () => {
  it('leave plain text alone', () => {
    expect(csvCell('Order 1001')).toBe('Order 1001');
    expect(csvCell('Заказ №5 — кофе')).toBe('Заказ №5 — кофе');
    expect(csvCell('')).toBe('');
  });

  it('quote a comma, a quote or a line break, doubling quotes', () => {
    expect(csvCell('Tea, cake')).toBe('"Tea, cake"');
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
    expect(csvCell('"')).toBe('""""');
  });

  it('defuse what a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(csvCell('+7 700 000 00 01')).toBe("'+7 700 000 00 01");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
});

describe('a CSV file', () => {
  it('starts with the UTF-8 byte-order mark and ends every row with CRLF', () => {
    const csv = toCsv([
      ['id', 'description'],
      ['1', 'Кофе, "латте"'],
    ]);
    expect(csv).toBe('\uFEFFid,description\r\n1,"Кофе, ""латте"""\r\n');
    expect([...new TextEncoder().encode(csv).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('of no rows is only the mark', () => {
    expect(toCsv([])).toBe('\uFEFF');
  });
});

describe('amounts', () => {
  it('are written in major units with two decimals, exactly', () => {
    expect(minorAsDecimal(50_000)).toBe('500.00');
    expect(minorAsDecimal(150_050)).toBe('1500.50');
    expect(minorAsDecimal(7)).toBe('0.07');
    expect(minorAsDecimal(0)).toBe('0.00');
    expect(minorAsDecimal(900_719_925_474_099)).toBe('9007199254740.99');
  });
});
