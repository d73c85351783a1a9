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
import {
  BASE_NAMESPACES,
  FALLBACK_LOCALE,
  toIntlLocale,
  type AppLocale,
  type Namespace,
} from './locales';

interface LocaleContextValue {
  /** The language asked for (it shows once its messages have loaded). */
  locale: AppLocale;
  /** Switches language and remembers it as an explicit choice. */
  setLocale: (locale: AppLocale) => void;
  /** Namespaces whose messages are on screen now, in the shown language. */
  shownNamespaces: readonly Namespace[];
  /** Asks for more namespaces; they load in the current language and stay for later switches. */
  requireNamespaces: (namespaces: readonly Namespace[]) => void;
}

const LocaleContext = createContext<LocaleContextValue | null>(null);

function useLocaleContext(): LocaleContextValue {
  const value = use(LocaleContext);
  if (!value) throw new Error('useLocale must be used inside I18nProvider');
  return value;
}

export function useLocale(): Pick<LocaleContextValue, 'locale' | 'setLocale'> {
  const { locale, setLocale } = useLocaleContext();
  return { locale, setLocale };
}

/**
 * Renders its children once the messages of `namespaces` have loaded (`fallback` before): an
 * area wraps its screens in it so its words download only when it opens.
 */
export function RequireMessages({
  namespaces,
  fallback = null,
  children,
}: {
  namespaces: readonly Namespace[];
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const { shownNamespaces, requireNamespaces } = useLocaleContext();
  useEffect(() => requireNamespaces(namespaces), [namespaces, requireNamespaces]);
  return namespaces.every((name) => shownNamespaces.includes(name)) ? children : fallback;
}

/**
 * Missing ids are caught by src/locales/locales.test.ts; at run time they can only come from a
 * translation file that failed to load, which load-messages has already reported.
 */
const onIntlError: NonNullable<ComponentProps<typeof IntlProvider>['onError']> = (error) => {
  if (error.code !== ReactIntlErrorCode.MISSING_TRANSLATION) console.warn(error);
};

interface Shown {
  locale: AppLocale;
  namespaces: readonly Namespace[];
  messages: Messages;
}

interface I18nProviderProps {
  initialLocale?: AppLocale;
  /**
   * Messages of initialLocale loaded before render (boot does this), so the first paint is
   * translated: the start-up namespaces (BASE_NAMESPACES) unless said otherwise.
   */
  initialMessages?: Messages;
  initialNamespaces?: readonly Namespace[];
  children: ReactNode;
}

export function I18nProvider({
  initialLocale = FALLBACK_LOCALE,
  initialMessages,
  initialNamespaces = BASE_NAMESPACES,
  children,
}: I18nProviderProps) {
  const [locale, setRequestedLocale] = useState<AppLocale>(initialLocale);
  const [namespaces, setNamespaces] = useState<readonly Namespace[]>(initialNamespaces);
  const [shown, setShown] = useState<Shown | null>(
    initialMessages
      ? { locale: initialLocale, namespaces: initialNamespaces, messages: initialMessages }
      : null,
  );

  const upToDate =
    shown?.locale === locale && namespaces.every((name) => shown.namespaces.includes(name));
  useEffect(() => {
    if (upToDate) return;
    let cancelled = false;
    void loadMessages(locale, namespaces).then((messages) => {
      if (!cancelled) setShown({ locale, namespaces, messages });
    });
    return () => {
      cancelled = true;
    };
  }, [locale, namespaces, upToDate]);

  useEffect(() => {
    if (shown) document.documentElement.lang = toIntlLocale(shown.locale);
  }, [shown]);

  const setLocale = useCallback((next: AppLocale) => {
    rememberLocaleChoice(next);
    setRequestedLocale(next);
  }, []);
  const requireNamespaces = useCallback((wanted: readonly Namespace[]) => {
    setNamespaces((current) =>
      wanted.every((name) => current.includes(name))
        ? current
        : [...new Set([...current, ...wanted])],
    );
  }, []);
  const shownNamespaces = shown?.namespaces;
  const contextValue = useMemo(
    () => ({ locale, setLocale, shownNamespaces: shownNamespaces ?? [], requireNamespaces }),
    [locale, setLocale, shownNamespaces, requireNamespaces],
  );

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
