import type { Decorator } from '@storybook/react-vite';
import { I18nProvider } from '@/lib/i18n/i18n-provider';
import type { Messages } from '@/lib/i18n/load-messages';
import { isAppLocale } from '@/lib/i18n/locales';

/**
 * The payment pages read the language through useLocale (the gateway is told which one), so
 * their stories run inside the app's I18nProvider with the toolbar's language and messages.
 */
export const withLocale: Decorator = (Story, context) => {
  const { messages } = context.loaded as { messages: Messages };
  const locale = isAppLocale(context.globals.locale) ? context.globals.locale : 'ru';
  return (
    <I18nProvider key={locale} initialLocale={locale} initialMessages={messages}>
      <Story />
    </I18nProvider>
  );
};
