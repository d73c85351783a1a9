import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { ChartEntry } from '@/api/generated/model';
import { moneyFormatter } from '@/lib/money';
import { chartSummary, compactMoneyFormatter, toBars } from './chart-data';

const entry = (date: string, totalAmount: number): ChartEntry => ({
  date,
  label: 'server label',
  totalAmount,
  values: [{ amount: totalAmount }],
});
/** Intl separates thousands with a narrow no-break space in ru: compare with plain spaces. */
const plain = (text: string) => text.replace(/\s/g, ' ');

describe('chart bars', () => {
  const ru = createIntl({ locale: 'ru' });

  it('are minor units divided by 100, in the settings’ currency', () => {
    const [bar] = toBars(ru, 'DAY', [entry('2026-11-21', 150050)], moneyFormatter(ru, 'KZT'));
    expect(bar).toMatchObject({ key: '2026-11-21', value: 1500.5 });
    expect(plain(bar!.valueText)).toBe('1 500,50 ₸');
  });

  it('keep kopecks exact and show them only when there are any', () => {
    const bars = toBars(
      ru,
      'DAY',
      [entry('2026-11-20', 1), entry('2026-11-21', 99999)],
      moneyFormatter(ru, 'RUB'),
    );
    expect(bars.map((bar) => bar.value)).toEqual([0.01, 999.99]);
    expect(bars.map((bar) => plain(bar.valueText))).toEqual(['0,01 ₽', '999,99 ₽']);
    expect(
      plain(
        toBars(ru, 'DAY', [entry('2026-11-21', 500000)], moneyFormatter(ru, 'RUB'))[0]!.valueText,
      ),
    ).toBe('5 000 ₽');
  });

  it('are named from their date, not the server’s label', () => {
    const [bar] = toBars(ru, 'MONTH', [entry('2026-11-01', 100)], moneyFormatter(ru, 'KZT'));
    expect(bar).toMatchObject({ axisLabel: 'нояб.', label: 'ноябрь 2026 г.' });
  });

  it('show plain numbers without a currency (the settings failed)', () => {
    expect(
      toBars(
        createIntl({ locale: 'en' }),
        'DAY',
        [entry('2026-11-21', 1250)],
        moneyFormatter(createIntl({ locale: 'en' }), undefined),
      )[0],
    ).toMatchObject({ valueText: '12.50' });
  });
});

describe('value-axis ticks', () => {
  it('round large amounts to one decimal in a short form', () => {
    expect(plain(compactMoneyFormatter(createIntl({ locale: 'ru' }), 'KZT')(1_540_000))).toBe(
      '1,5 млн ₸',
    );
    expect(compactMoneyFormatter(createIntl({ locale: 'en' }), 'KZT')(2_460_000)).toBe('₸2.5M');
    expect(compactMoneyFormatter(createIntl({ locale: 'en' }), 'KZT')(15_000)).toBe('₸15K');
    expect(compactMoneyFormatter(createIntl({ locale: 'en' }), undefined)(950)).toBe('950');
  });
});

describe('chart summary', () => {
  it('sums minor units exactly and finds the highest bar, the earliest on a tie', () => {
    const entries = [entry('a', 10), entry('b', 20), entry('c', 20), entry('d', 3)];
    expect(chartSummary(entries)).toEqual({ total: 53, best: 1 });
  });

  it('has no highest bar when every bar is 0', () => {
    expect(chartSummary([entry('a', 0), entry('b', 0)])).toEqual({ total: 0, best: -1 });
  });
});
