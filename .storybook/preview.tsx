import '../src/components/ui/tokens.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { configure } from 'storybook/test';
import { loadMessages, type Messages } from '../src/lib/i18n/load-messages';
import { addFeatureTranslations } from '../src/lib/i18n/feature-translations';
import { I18nProvider } from '../src/lib/i18n/i18n-provider';
import { isAppLocale, type AppLocale } from '../src/lib/i18n/locales';
import { translationFileOf } from '../src/lib/i18n/translation-files';
import { createTestQueryClient } from '../test/query-client';
import { resetStoryBackend } from '../test/story-reset';

// The stories' one wait policy, the same as vitest's (test/setup.ts): screens behind lazy
// routes, retried reads and searches take more than findBy's 1 s default on a busy 2-core CI
// machine. No story sets its own.
configure({ asyncUtilTimeout: 10_000 });

// Stories start with every namespace's words loaded, private areas' included.
addFeatureTranslations();
/** Every namespace there is. */
const ALL_NAMESPACES = [
  ...new Set(
    Object.keys(
      import.meta.glob([
        '../src/locales/*/*.json',
        '../src/features/*/locales/*.json',
        '../src/components/ui/*/locales/*.json',
      ]),
    ).map((path) => translationFileOf(path)?.namespace ?? ''),
  ),
];

/**
 * Each story gets fresh query state and the messages of the locale picked in the toolbar,
 * through the app's own I18nProvider (screens that switch language or require namespaces work).
 */
const withProviders: Decorator = (Story, context) => {
  const locale: AppLocale = isAppLocale(context.globals.locale) ? context.globals.locale : 'ru';
  const { messages } = context.loaded as { messages: Messages };
  const queryClient = createTestQueryClient();
  const routePath = (context.parameters.route as { path?: string; url?: string } | undefined) ?? {};
  const router = createMemoryRouter([{ path: routePath.path ?? '*', element: <Story /> }], {
    initialEntries: [routePath.url ?? '/'],
  });
  return (
    <I18nProvider
      key={locale}
      initialLocale={locale}
      initialMessages={messages}
      initialNamespaces={ALL_NAMESPACES}
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Interface language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'ru', title: 'Русский' },
          { value: 'en', title: 'English' },
          { value: 'kz', title: 'Қазақша' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'ru' },
  loaders: [
    mswLoader(),
    async ({ globals }) => ({
      messages: await loadMessages(isAppLocale(globals.locale) ? globals.locale : 'ru'),
    }),
  ],
  // Each story starts from the seed, with no scenario, no identity claimed (storyHandlers'
  // signedInAs claims its own) and the clock stopped: neither the order stories run in nor the
  // day matters.
  beforeEach: () => resetStoryBackend(),
  decorators: [withProviders],
  parameters: {
    layout: 'centered',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story in the test-runner.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
};

export default preview;
