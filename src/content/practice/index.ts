import type { PracticeContent } from './practice-content';

/**
 * Every page built from the practice template, found by its file: each `<page>.ts` beside this
 * one exports its content (and `<page>-meta.ts` its head), so a new page is listed here without
 * an edit. Each page imports only its own content; this list is for checks that must hold on all
 * of them, and no page loads it.
 */
const modules = import.meta.glob<Record<string, unknown>>(
  [
    './*.ts',
    '!./*-meta.ts',
    '!./*.test.ts',
    '!./index.ts',
    '!./practice-content.ts',
    '!./steps.ts',
  ],
  { eager: true },
);

function isPracticeContent(value: unknown): value is PracticeContent {
  return typeof value === 'object' && value !== null && 'hero' in value && 'path' in value;
}

export const PRACTICE_PAGES: readonly PracticeContent[] = Object.values(modules)
  .flatMap((module) => Object.values(module))
  .filter(isPracticeContent);
