import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { AppLocale } from '@/lib/i18n/locales';
import { messagesOf } from '@test/messages';
import { FiltersDisclosure } from './filters-disclosure';

const inLanguage = (locale: AppLocale, ui: ReactElement) =>
  render(
    <IntlProvider locale={locale === 'kz' ? 'kk' : locale} messages={messagesOf(locale)}>
      {ui}
    </IntlProvider>,
  );

/** A list's filters as a screen keeps them: applied to "the address", the form drawn anew. */
function Filters() {
  const [applied, setApplied] = useState('');
  return (
    <FiltersDisclosure activeCount={applied ? 1 : 0} applied={applied}>
      <form
        key={applied}
        onSubmit={(event) => {
          event.preventDefault();
          setApplied('status=PAID');
        }}
      >
        <button type="submit">Show</button>
      </form>
    </FiltersDisclosure>
  );
}

describe('FiltersDisclosure', () => {
  it('counts the filters on, in each language', () => {
    const names: Array<[AppLocale, number, string]> = [
      ['en', 0, 'Filters'],
      ['en', 1, 'Filters, 1 on'],
      ['ru', 1, 'Фильтры, 1 включён'],
      ['ru', 3, 'Фильтры, 3 включено'],
      ['kz', 2, 'Сүзгілер, 2 қосулы'],
    ];
    for (const [locale, count, name] of names) {
      const { unmount } = inLanguage(
        locale,
        <FiltersDisclosure activeCount={count} applied="">
          <p>fields</p>
        </FiltersDisclosure>,
      );
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
      unmount();
    }
  });

  it('opens and closes, and closes with focus on its button once filters are applied', async () => {
    const user = userEvent.setup();
    inLanguage('en', <Filters />);
    const toggle = screen.getByRole('button', { name: 'Filters' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    const applied = screen.getByRole('button', { name: 'Filters, 1 on' });
    expect(applied).toHaveAttribute('aria-expanded', 'false');
    expect(applied).toHaveFocus();
  });
});
