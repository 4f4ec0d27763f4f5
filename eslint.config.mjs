// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      'test-results/**',
      '**/playwright-report/**',
      'backend/jest.config.js',
      '**/*.mts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.mjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-extraneous-class': 'off', // Nest modules are decorated empty classes
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Money is integer cents (Open Collective's rule): no Math.round/floor/ceil on amounts named ...Cents.
          selector:
            "CallExpression[callee.object.name='Math'][callee.property.name=/^(round|floor|ceil)$/] > Identifier[name=/Cents$/]",
          message: 'Amounts in cents are integers: compute them with integer arithmetic, not by rounding floats.',
        },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}', 'games/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // Tests read arbitrary JSON answers; typing every response shape there adds nothing.
    files: ['**/test/**/*.ts', '**/*.spec.ts', '**/*.spec.tsx', '**/e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Game cores index fixed-size grids and tables in hot loops; the bounds are the game's own invariants.
    files: ['games/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['frontend/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
