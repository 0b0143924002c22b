import { mediaQueryList } from '@/lib/dom/use-media-query';
import { readStored, writeStored } from '@/lib/storage/typed-storage';
import { applyStoredPreferences } from './apply-stored-preferences';
import {
  accessibilityValidator,
  DEFAULT_ACCESSIBILITY,
  DEFAULT_PREFERENCES,
  PREFERENCE_KEYS,
  themeValidator,
  type AccessibilityPreferences,
  type Preferences,
  type ThemeChoice,
} from './preferences';

const DARK_QUERY = '(prefers-color-scheme: dark)';
const systemThemeQuery = () => mediaQueryList(DARK_QUERY);
const listeners = new Set<() => void>();
let snapshot: { key: string; value: Preferences } | undefined;

/**
 * The current preferences. The snapshot is rebuilt only when what it is built from changed (the
 * two stored strings and the system theme), so React gets a stable object, and it can never go
 * stale, whoever wrote to storage.
 */
export function getPreferences(): Preferences {
  const systemPrefersDark = systemThemeQuery().matches;
  let raw: string;
  try {
    raw = JSON.stringify([
      window.localStorage.getItem(PREFERENCE_KEYS.theme),
      window.localStorage.getItem(PREFERENCE_KEYS.accessibility),
      systemPrefersDark,
    ]);
  } catch {
    raw = String(systemPrefersDark);
  }
  if (snapshot?.key !== raw) {
    snapshot = {
      key: raw,
      value: {
        theme: readStored(PREFERENCE_KEYS.theme, themeValidator) ?? null,
        systemPrefersDark,
        accessibility:
          readStored(PREFERENCE_KEYS.accessibility, accessibilityValidator) ??
          DEFAULT_ACCESSIBILITY,
      },
    };
  }
  return snapshot.value;
}

function refresh(): void {
  applyStoredPreferences(PREFERENCE_KEYS);
  listeners.forEach((listener) => listener());
}

function onStorage(event: StorageEvent): void {
  // Another tab changed a preference: follow it, so every open tab looks the same.
  const keys: readonly (string | null)[] = Object.values(PREFERENCE_KEYS);
  if (keys.includes(event.key) || event.key === null) refresh();
}

export function getServerPreferences(): Preferences {
  return DEFAULT_PREFERENCES;
}

export function subscribeToPreferences(listener: () => void): () => void {
  if (listeners.size === 0) {
    systemThemeQuery().addEventListener('change', refresh);
    window.addEventListener('storage', onStorage);
    // The inline script applied the preferences before the first paint; anything that changed
    // since (the system theme, another tab) is caught up now that changes are being watched.
    applyStoredPreferences(PREFERENCE_KEYS);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      systemThemeQuery().removeEventListener('change', refresh);
      window.removeEventListener('storage', onStorage);
    }
  };
}

export function setTheme(theme: ThemeChoice): void {
  writeStored(PREFERENCE_KEYS.theme, theme);
  refresh();
}

export function setAccessibility(change: Partial<AccessibilityPreferences>): void {
  writeStored(PREFERENCE_KEYS.accessibility, { ...getPreferences().accessibility, ...change });
  refresh();
}

export function resetAccessibility(): void {
  writeStored(PREFERENCE_KEYS.accessibility, DEFAULT_ACCESSIBILITY);
  refresh();
}
