import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = fs.existsSync('src/features') ? fs.readdirSync('src/features') : [];

/**
 * Imports flow one way (design.md section 2): lib, components, content, backend → features → app.
 * A feature never reaches into another feature; shared pieces move down.
 *
 * src/booking is one module for booking, used by many features: its model/ (pure rules: times,
 * holidays, codes, drafts) sits at the base beside lib; its ui/ (dialog, fields, slot picker,
 * creating a booking) and wizard/ sit beside components, and the wizard builds on the ui.
 */
const boundaries = [
  {
    target: ['./src/lib', './src/content', './src/config', './src/booking/model'],
    from: [
      './src/components',
      './src/features',
      './src/app',
      './src/backend',
      './src/booking/ui',
      './src/booking/wizard',
    ],
    message: 'lib, content, config y booking/model son la base: no importan capas superiores.',
  },
  {
    target: ['./src/components', './src/backend', './src/booking'],
    from: ['./src/features', './src/app'],
    message: 'components, backend y booking no importan features ni app.',
  },
  {
    target: ['./src/components', './src/backend', './src/booking/ui'],
    from: './src/booking/wizard',
    message: 'El asistente de reserva se apoya en booking/ui; nada más lo importa.',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Una feature no importa app.',
  },
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message:
      'Una feature no importa otra feature: mueve lo compartido a lib, components o booking.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-server',
      'dist-hosted',
      'dist-hosted-server',
      'coverage',
      'reports',
      'playwright-report',
      'test-results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: './tsconfig.app.json' }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    files: ['scripts/**/*.ts', 'e2e/**/*.ts', '*.config.{ts,js}'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['eslint.config.js'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
