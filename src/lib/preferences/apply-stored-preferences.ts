export interface PreferenceStorageKeys {
  theme: string;
  accessibility: string;
}

/**
 * Reads the stored theme and accessibility choices and applies them to <html> as classes.
 *
 * This runs twice: inlined into index.html before the first paint (so a dark or large-text page
 * never flashes in the defaults), and from the preferences store after every change. It is
 * therefore self-contained: it is serialised with toString(), so it must not reference anything
 * outside its own body, and it must tolerate any garbage found in storage.
 */
export function applyStoredPreferences(keys: PreferenceStorageKeys): void {
  const read = (key: string): unknown => {
    try {
      return JSON.parse(window.localStorage.getItem(key) ?? 'null');
    } catch {
      return null;
    }
  };
  const theme = read(keys.theme);
  const stored = read(keys.accessibility);
  const a11y = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
  const dark = theme === 'dark' || (theme !== 'light' && systemDark);
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.classList.toggle('high-contrast', a11y.highContrast === true);
  root.classList.toggle('reduce-motion', a11y.reducedMotion === true);
  root.classList.toggle('font-small', a11y.fontSize === 'small');
  root.classList.toggle('font-large', a11y.fontSize === 'large');
}

/** The inline <script> body for index.html. */
export function prepaintScript(keys: PreferenceStorageKeys): string {
  return `(${applyStoredPreferences.toString()})(${JSON.stringify(keys)});`;
}
