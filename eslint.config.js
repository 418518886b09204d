// @ts-check
import fs from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features')
  ? fs
      .readdirSync('src/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

/** Import boundaries of ARCHITECTURE §3: lib → features → app; features never import each other. */
const boundaries = [
  {
    files: ['src/lib/**', 'src/components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*', '**/features/**', '**/app/**'],
              message: 'lib and components must not depend on features or app.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/app/*', '**/app/**'], message: 'Features must not depend on the app layer.' },
            {
              group: [
                '@/features/*',
                '**/features/**',
                `!@/features/${feature}`,
                `!@/features/${feature}/**`,
                `!**/features/${feature}/**`,
              ],
              message: 'Features do not import each other; move shared code to src/lib or src/components.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['supabase/functions/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*'], message: 'Edge functions run on Deno and Node: no node:* imports.' },
            {
              group: ['**/src/**', '**/local/**', '@/*'],
              message: 'Edge functions must not import the web app or the local stack.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'Deno', message: 'Only supabase/functions/api/index.ts may use Deno.*' },
        { name: 'process', message: 'Pass configuration into createApp() instead.' },
      ],
    },
  },
  { files: ['supabase/functions/api/index.ts'], rules: { 'no-restricted-globals': 'off' } },
];

export default tseslint.config(
  {
    ignores: ['dist', 'node_modules', '.local', 'src/vendor', 'supabase/functions/api/vendor', 'test-results'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: globals.browser },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  { files: ['local/**', 'tests/**', 'scripts/**', '*.config.{ts,js}'], languageOptions: { globals: globals.node } },
  { files: ['supabase/functions/api/index.ts'], languageOptions: { globals: { Deno: 'readonly' } } },
  // Small modules (CONTRIBUTING.md): no function over 150 lines outside the tests, no page over 200.
  {
    files: ['src/**/*.{ts,tsx}', 'supabase/functions/**/*.ts', 'local/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 150, skipBlankLines: true, skipComments: true }] },
  },
  { files: ['src/features/*/routes/**/*.tsx', 'src/app/pages/**/*.tsx'], rules: { 'max-lines': ['error', 200] } },
  ...boundaries,
);
