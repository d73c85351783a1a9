import { parse } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { translationFileOf } from '../../src/lib/i18n/translation-files.ts';

/**
 * Ships the translation files as react-intl's parsed form (AST) instead of ICU strings, so the
 * browser neither downloads nor runs the ICU parser: each translation file (shared or a
 * feature's, see `translationFileOf`) stays a JSON module whose values are ASTs, and the parser
 * import resolves to the package's `no-parser` entry (react-intl's documented "without parser"
 * set-up). App builds only: vitest and Storybook keep the strings (some stories and tests read a message as plain text), see
 * .storybook/main.ts.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    transform(code, id) {
      if (!id.includes('/src/') || !translationFileOf(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const parsed = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message)]),
      );
      return { code: JSON.stringify(parsed), map: null };
    },
  };
}
