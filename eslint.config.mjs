// @ts-check
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = join(import.meta.dirname, 'frontend/src/features');

/** The folders of `dir`, each with its path relative to `dir`. */
function subfolders(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => (prefix ? `${prefix}/${entry.name}` : entry.name));
}

/** Every folder depth below a feature's root that holds code (0 = the root itself). */
function depthsOf(feature) {
  const depths = new Set([0]);
  const walk = (relative, depth) => {
    for (const folder of subfolders(join(featuresDir, feature), relative)) {
      depths.add(depth);
      walk(folder, depth + 1);
    }
  };
  walk('', 1);
  return [...depths].sort((a, b) => a - b);
}

const escapeRegex = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const appImport = {
  regex: '^@/app(/|$)',
  message: 'The app composes features, never the other way round: move the shared piece to lib or components.',
};

/**
 * Feature boundaries (conventions.md, bulletproof-react): shared code flows lib/components -> features -> app. A
 * feature imports neither another feature nor the app, not even by a relative path that climbs out of its folder;
 * lib and components import no feature and no app. Built from the folder listing, so a new feature is covered
 * the moment it exists.
 */
const featureBoundaries = subfolders(featuresDir).flatMap((feature) =>
  depthsOf(feature).map((depth) => ({
    files: [`frontend/src/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^@/features/(?!${escapeRegex(feature)}(/|$))`,
              message: `Features never import each other: compose them in app/routes, or move the shared piece to lib or components.`,
            },
            appImport,
            {
              // More `../` than folders between this file and its feature's root: the path leaves the feature.
              regex: `^(\\./)?(\\.\\./){${depth + 1},}`,
              message: `Relative imports stay inside the feature: import shared code as '@/lib/…', '@/components/…' or '@/config/…'.`,
            },
          ],
        },
      ],
    },
  })),
);

const sharedCodeBoundaries = {
  files: ['frontend/src/lib/**/*.{ts,tsx}', 'frontend/src/components/**/*.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(@/|(\\.\\./)+)features(/|$)',
            message: 'lib and components are shared by every feature and import none of them.',
          },
          { ...appImport, regex: '^(@/|(\\.\\./)+)app(/|$)' },
        ],
      },
    ],
  },
};

const modulesDir = join(import.meta.dirname, 'backend/src/modules');

/**
 * The backend's floors (architecture.md §3, backend/src/modules/floors.json): a context imports only contexts on lower
 * floors, so no arrow runs up and no two contexts import each other. Every folder in backend/src/modules must have a
 * floor there: a new context fails the lint until someone decides where it stands.
 */
const contextFloors = JSON.parse(readFileSync(join(modulesDir, 'floors.json'), 'utf8'));

/**
 * What a context shows the floors above it: its module, its commands, queries and events, the ports it declares
 * (questions it asks and a higher context answers), and, for the ledger, its declared face. Never its entities,
 * handlers, jobs or helpers.
 */
const contextFace = [
  '[\\w-]+\\.module',
  '(?:[\\w-]+/)*commands/[\\w-]+/[\\w-]+\\.command',
  '(?:[\\w-]+/)*queries/[\\w-]+/[\\w-]+\\.query',
  '(?:[\\w-]+/)*events/[\\w-]+\\.event',
  'ports/[\\w.-]+',
];
const declaredFaces = { ledger: ['ledger', 'ledger-balances', 'ledger-allocation', 'token-spend-statement'] };

function depthsUnder(dir) {
  const depths = new Set([0]);
  const walk = (relative, depth) => {
    for (const folder of subfolders(dir, relative)) {
      depths.add(depth);
      walk(folder, depth + 1);
    }
  };
  walk('', 1);
  return [...depths].sort((a, b) => a - b);
}

const unplaced = subfolders(modulesDir).filter((context) => !(context in contextFloors));
if (unplaced.length) {
  throw new Error(`eslint.config.mjs: give ${unplaced.join(', ')} a floor in contextFloors (architecture.md §3).`);
}

const contextWalls = subfolders(modulesDir).flatMap((context) =>
  depthsUnder(join(modulesDir, context)).map((depth) => {
    const toModules = `^(\\./)?(\\.\\./){${depth + 1}}`;
    const others = Object.keys(contextFloors).filter((other) => other !== context);
    return {
      files: [`backend/src/modules/${context}/${'*/'.repeat(depth)}*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: others.flatMap((other) =>
              contextFloors[other] >= contextFloors[context]
                ? [
                    {
                      regex: `${toModules}${escapeRegex(other)}(/|$)`,
                      message: `${context} (floor ${contextFloors[context]}) may not import ${other} (floor ${contextFloors[other]}): contexts import only lower floors. Compose both in a higher context (views), or declare the question in ${context}/ports and answer it in ${other}.`,
                    },
                  ]
                : [
                    {
                      regex: `${toModules}${escapeRegex(other)}/(?!(${[...contextFace, ...(declaredFaces[other] ?? [])].join('|')})$)`,
                      message: `Import ${other} only through its face: its module, a *.command, *.query or *.event, or its ports (never its entities, handlers or helpers).`,
                    },
                  ],
            ),
          },
        ],
      },
    };
  }),
);

const platformKnowsNoBusiness = {
  files: ['backend/src/platform/**/*.ts'],
  ignores: ['backend/src/platform/**/*.spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: '^(\\.\\./)+modules(/|$)',
            message: 'platform/ is infrastructure and knows no context: pass what it needs in from the module.',
          },
        ],
      },
    ],
  },
};

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
  ...featureBoundaries,
  sharedCodeBoundaries,
  ...contextWalls,
  platformKnowsNoBusiness,
);
