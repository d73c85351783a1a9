import type { StorybookConfig } from '@storybook/react-vite';

const APP_ONLY_PLUGINS = [
  'precompile-messages',
  'inline-early-start',
  'security-headers',
  'build-files-out-of-dist',
  'precompress',
  'prerender-shells',
];

const config: StorybookConfig = {
  // test/: the stories that check the preview itself (test/story-reset.stories.tsx).
  stories: ['../src/**/*.stories.@(ts|tsx)', '../test/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script, copied from node_modules by `npm run generate` (not committed).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  docs: { defaultName: 'Docs' },
  // App-build-only plugins of vite.config.ts stay out: stories read translations as plain
  // strings (the message precompile would also alias the ICU parser away), the inline
  // early start belongs to the app's index.html, not Storybook's iframe (it would hold each
  // story's script back while it asks the app's start-up calls), and so do the security
  // headers, the source-map move of the app's dist/ and the tip pages' prerendered shells.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter(
        (plugin) => !(plugin && 'name' in plugin && APP_ONLY_PLUGINS.includes(String(plugin.name))),
      ),
  }),
};

export default config;
