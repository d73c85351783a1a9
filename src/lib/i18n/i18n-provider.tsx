import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { loadMessages, type Messages } from './load-messages';
import { FALLBACK_LOCALE, toIntlLocale, type AppLocale } from './locales';

interface LocaleContextValue {
  locale: AppLocale;
  setLocale: (locale: AppLocale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside I18nProvider');
  return value;
}

interface I18nProviderProps {
  initialLocale?: AppLocale;
  children: ReactNode;
}

export function I18nProvider({ initialLocale = FALLBACK_LOCALE, children }: I18nProviderProps) {
  const [locale, setLocale] = useState<AppLocale>(initialLocale);
  const [messages, setMessages] = useState<{ locale: AppLocale; messages: Messages } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void loadMessages(locale).then((loaded) => {
      if (!cancelled) setMessages({ locale, messages: loaded });
    });
    return () => {
      cancelled = true;
    };
  }, [locale]);

  const contextValue = useMemo(() => ({ locale, setLocale }), [locale]);
  if (!messages) return null;
  return (
    <LocaleContext value={contextValue}>
      <IntlProvider locale={toIntlLocale(messages.locale)} messages={messages.messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
