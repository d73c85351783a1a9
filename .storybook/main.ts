import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', 'msw-storybook-addon'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW worker script, copied from node_modules by `npm run generate` (not committed).
  staticDirs: ['./public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  typescript: { reactDocgen: 'react-docgen' },
  docs: { defaultName: 'Docs' },
  // Stories read translations as plain strings: keep them out of the app build's message
  // precompile (vite.config.ts), which would also alias the ICU parser away.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    plugins: (viteConfig.plugins ?? [])
      .flat()
      .filter((plugin) => !(plugin && 'name' in plugin && plugin.name === 'precompile-messages')),
  }),
};

export default config;
