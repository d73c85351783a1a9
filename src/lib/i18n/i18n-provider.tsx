import {
  createContext,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { IntlProvider, ReactIntlErrorCode } from 'react-intl';
import { rememberLocaleChoice } from './detect-locale';
import { loadMessages, type Messages } from './load-messages';
import { FALLBACK_LOCALE, toIntlLocale, type AppLocale } from './locales';

interface LocaleContextValue {
  /** The language asked for (it shows once its messages have loaded). */
  locale: AppLocale;
  /** Switches language and remembers it as an explicit choice. */
  setLocale: (locale: AppLocale) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

export function useLocale(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside I18nProvider');
  return value;
}

/**
 * Missing ids are caught by src/locales/locales.test.ts; at run time they can only come from a
 * translation file that failed to load, which load-messages has already reported.
 */
const onIntlError: NonNullable<ComponentProps<typeof IntlProvider>['onError']> = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(error);
};

interface I18nProviderProps {
  initialLocale?: AppLocale;
  /** Messages of initialLocale loaded before render (boot does this), so the first paint is translated. */
  initialMessages?: Messages;
  children: ReactNode;
}

export function I18nProvider({
  initialLocale = FALLBACK_LOCALE,
  initialMessages,
  children,
}: I18nProviderProps) {
  const [locale, setRequestedLocale] = useState<AppLocale>(initialLocale);
  const [shown, setShown] = useState<{ locale: AppLocale; messages: Messages } | null>(
    initialMessages ? { locale: initialLocale, messages: initialMessages } : null,
  );

  useEffect(() => {
    if (shown?.locale === locale) return;
    let cancelled = false;
    void loadMessages(locale).then((messages) => {
      if (!cancelled) setShown({ locale, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale, shown?.locale]);

  useEffect(() => {
    if (shown) document.documentElement.lang = toIntlLocale(shown.locale);
  }, [shown]);

  const setLocale = useCallback((next: AppLocale) => {
    rememberLocaleChoice(next);
    setRequestedLocale(next);
  }, []);
  const contextValue = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);

  // Only when nothing was preloaded: the previous language stays on screen while the next loads.
  if (!shown) return null;
  return (
    <LocaleContext value={contextValue}>
      <IntlProvider
        locale={toIntlLocale(shown.locale)}
        messages={shown.messages}
        onError={onIntlError}
      >
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}
