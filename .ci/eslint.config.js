// ESLint for the project: typescript-eslint's type-aware rules over src/ and test/.
// Run with `npm run lint`, which passes this file with --config (the top level of the
// repository holds only what the design fixes).
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const root = fileURLToPath(new URL('..', import.meta.url));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'bin/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: ['**/*.ts'] })),
  {
    // The plain JavaScript files: npm's prepare, prepack and postpack steps, run before anything is compiled.
    files: ['src/build/*.mjs'],
    languageOptions: { globals: { console: 'readonly', URL: 'readonly', process: 'readonly' } },
  },
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { project: ['./test/tsconfig.json'], tsconfigRootDir: root },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/no-floating-promises': 'error',
      eqeqeq: ['error', 'always'],
      // Prettier wraps code at 120 but leaves comments and strings alone: comments are held
      // to 120 here; a long message or explanation string may run past it, unbroken, so
      // that it can be found by searching for its text.
      'max-len': [
        'error',
        {
          code: 120,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
          ignoreUrls: true,
          ignoreComments: false,
        },
      ],
    },
  },
  {
    // Tests read JSON output and fixtures as they come: `any` there is the data under test.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      // Test doubles of async interfaces answer at once.
      '@typescript-eslint/require-await': 'off',
      // Tests look for terminal escapes and control characters in output.
      'no-control-regex': 'off',
    },
  },
);
