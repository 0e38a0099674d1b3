import js from '@eslint/js';
import globals from 'globals';

export default [
  { ignores: ['www/pkg/**', 'www/precache.js', 'www/app.js', 'www/app-*.js', 'node_modules/**', 'target/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  {
    files: ['www/**/*.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.browser } },
  },
  {
    files: ['sw.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'script', globals: { ...globals.serviceworker } },
  },
  {
    files: ['scripts/**/*.mjs', 'scripts/**/*.js', 'tests/**/*.js', 'tests/**/*.mjs', '*.config.js'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      'no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      eqeqeq: 'error',
      'prefer-const': 'error',
    },
  },
];
