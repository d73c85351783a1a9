import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'openapi/**/*.test.ts',
      ],
      restoreMocks: true,
      pool: 'forks',
      reporters: ['default'],
    },
  }),
);
