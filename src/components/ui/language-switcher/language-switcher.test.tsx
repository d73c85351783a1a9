import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import en from '@/locales/en/i18n.json';
import ru from '@/locales/ru/i18n.json';
import { detectLocale, LOCALE_EXPLICIT_KEY, LOCALE_STORAGE_KEY } from '@/lib/i18n/detect-locale';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import { LanguageSwitcher } from './language-switcher';

beforeEach(() => localStorage.clear());

function renderSwitcher() {
  return render(
    <I18nProvider initialLocale="ru" initialMessages={ru}>
      <LanguageSwitcher />
    </I18nProvider>,
  );
}

describe('LanguageSwitcher', () => {
  it('is a labelled select offering the three languages, each named in itself', () => {
    renderSwitcher();
    const select = screen.getByRole('combobox', { name: 'Язык' });
    expect(select).toHaveValue('ru');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Русский',
      'English',
      'Қазақша',
    ]);
  });

  it('switches the interface language and sets the document language', async () => {
    renderSwitcher();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Язык' }), 'en');
    expect(
      await screen.findByRole('combobox', { name: en['i18n.languageSwitcher.label'] }),
    ).toHaveValue('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('remembers the choice so it wins over the browser language on the next visit', async () => {
    renderSwitcher();
    await userEvent.selectOptions(screen.getByRole('combobox'), 'kz');
    expect(localStorage.getItem(LOCALE_STORAGE_KEY)).toBe('kz');
    expect(localStorage.getItem(LOCALE_EXPLICIT_KEY)).toBe('true');
    expect(detectLocale({ languages: ['ru-RU'], storage: localStorage, cookie: '' })).toBe('kz');
  });
});
