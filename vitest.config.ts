import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((env) =>
  mergeConfig(viteConfig({ ...env, mode: 'test' }), {
    // The build fills this in (build/plugins/inline-early-start.ts); tests stub it per test. The early start reads it
    // in a timer that can fire after a test has ended and unstubbed it: then it is empty.
    define: { __TRANSLATION_CHUNKS__: '(globalThis.__TRANSLATION_CHUNKS__ ?? {})' },
    test: {
      environment: 'jsdom',
      setupFiles: ['./test/setup.ts'],
      include: [
        'src/**/*.test.{ts,tsx}',
        'mocks/**/*.test.ts',
        'scripts/**/*.test.ts',
        'openapi/**/*.test.ts',
        'test/**/*.test.ts',
        'deploy/**/*.test.ts',
      ],
      restoreMocks: true,
      pool: 'forks',
      reporters: ['default'],
    },
  }),
);
