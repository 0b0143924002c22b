// Tests of the 'logic' tier run without a page; the few that ask for a DOM with
// `// @vitest-environment jsdom` get the same setup as the components' tests.
if (typeof document !== 'undefined') await import('./setup');
