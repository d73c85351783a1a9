// @ts-check
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** Test, story and tooling files may use mocks and generated MSW/faker code; production code may not. */
const nonProductionFiles = [
  '**/*.test.{ts,tsx}',
  '**/*.stories.{ts,tsx}',
  'src/features/*/testing/**',
  'test/**',
  'e2e/**',
  'mocks/**',
  'scripts/**',
  '.storybook/**',
  '*.config.{ts,js}',
  'build/**',
];

/** A feature's `api/`: the one place generated hooks may be called from. */
const featureApiFiles = ['src/features/*/api/**'];
/** Shared calls (current user, settings, my teams, paged lists): generated values, no hooks. */
const sharedApiFiles = ['src/api/**'];
/**
 * The inline early start asks the page's first calls with the bare generated functions before
 * any app code (or TanStack Query) has loaded.
 */
const earlyStartFiles = ['src/app/early-start/**'];

/**
 * What a file may not import: in production code react-router's heavy components and the mock
 * backend; outside a feature's api/, orval's generated hooks (screens use their feature's
 * wrappers, which add invalidation, select and optimistic updates); and in production code
 * outside src/api/ and a feature's api/, any value of a generated call module at all (fetchers,
 * query keys and options, mutation options): a screen that imported a fetcher could build its
 * own useMutation beside the feature's. Types stay allowed everywhere, and so do the call-free
 * modules: model/ (types and their enums) and zod/ (schemas forms reuse), and the photo
 * download URL builders (an address for an <img>, no call).
 */
function restrictedImports({ production, generatedHooks, generatedValues = false }) {
  const paths = production
    ? [
        {
          name: 'react-router',
          importNames: ['Link', 'NavLink'],
          message:
            "Use Link from '@/components/ui/link/link': react-router's pulls its data-router code into every page.",
        },
        {
          name: 'react-router',
          importNames: ['Routes', 'Route'],
          message:
            'Use route objects with useRoutes (as src/app/routes.tsx does): <Routes> ships extra code on every page.',
        },
      ]
    : [];
  const patterns = [
    ...(production
      ? [
          {
            group: [
              '**/mocks/**',
              '@mocks/*',
              '**/*.msw',
              '**/*.msw.ts',
              'msw',
              'msw/*',
              '@faker-js/*',
              '@msw/*',
            ],
            message: 'Production code never imports the mock backend, MSW or faker.',
          },
        ]
      : []),
    ...(generatedValues
      ? [
          {
            regex: '(^|/)api/generated(/(?!(model|zod)(/|$))|$)',
            allowTypeImports: true,
            message:
              "Calls to the server go through the feature's api/ (src/features/<area>/api/): import its xQueryOptions, useX or useXMutation, not a generated fetcher, key or hook.",
          },
        ]
      : generatedHooks
        ? [
            {
              group: ['@/api/generated/**', '**/api/generated/**', './generated/**'],
              importNamePattern: '^use',
              message:
                "Generated hooks are called only from a feature's api/ (src/features/<area>/api/): use that wrapper.",
            },
          ]
        : []),
  ];
  return ['error', { paths, patterns }];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.tools',
      'dist',
      'dist-mock',
      'dist-sourcemaps',
      'dist-gateway',
      'dist-meta',
      'storybook-static',
      'coverage',
      'src/api/generated',
      'mocks/generated',
      '.storybook/public',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['*.js'] } },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { typescript: { project: './tsconfig.json' } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
      // One-way imports: shared (components, lib, api) -> features -> app.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./src/features/${feature}`,
              from: './src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; compose them in src/app.',
            })),
            {
              target: './src/features',
              from: './src/app',
              message: 'Features do not import app code.',
            },
            {
              target: ['./src/components', './src/lib', './src/api'],
              from: ['./src/features', './src/app'],
              message: 'Shared code does not import features or app code.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...nonProductionFiles, ...featureApiFiles, ...sharedApiFiles, ...earlyStartFiles],
    rules: {
      'no-restricted-imports': restrictedImports({ production: true, generatedValues: true }),
    },
  },
  {
    files: [...sharedApiFiles, ...earlyStartFiles],
    ignores: nonProductionFiles,
    rules: {
      'no-restricted-imports': restrictedImports({ production: true, generatedHooks: true }),
    },
  },
  {
    files: featureApiFiles,
    ignores: nonProductionFiles,
    rules: {
      'no-restricted-imports': restrictedImports({ production: true, generatedHooks: false }),
    },
  },
  {
    // Tests and stories of src/ use fetchers and the mock backend, but no generated hook either.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/*.stories.{ts,tsx}', 'src/features/*/testing/**'],
    rules: {
      'no-restricted-imports': restrictedImports({ production: false, generatedHooks: true }),
    },
  },
  {
    // Every address of a signed-in area is built by src/lib/routes.ts, in a feature's stories
    // and tests too: a path that moves changes in one place. (e2e/ keeps the public addresses.)
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value', 'TemplateElement[value.raw'].map((node) => ({
          selector: `${node}=/^\\x2F(cabinet|orders)(?![\\w-])/]`,
          message:
            'Build a /cabinet or /orders address with src/lib/routes.ts (CARDS_PATH, teamPath(uuid), `${OPERATIONS_PATH}?team=…`), not a literal.',
        })),
      ],
    },
  },
  {
    // No hand-written file of src/ or mocks/ over 400 lines, tests and stories included (issue
    // 23): a longer one does too much, split it by what it does. Generated code is ignored above;
    // translations are JSON, which is not linted.
    files: ['src/**/*.{ts,tsx,js,mjs}', 'mocks/**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.stories.tsx',
      'e2e/**',
      'test/**',
      'mocks/**',
      'scripts/**',
    ],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
