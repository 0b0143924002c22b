import type { Validator } from '@/lib/storage/typed-storage';

export type ThemeChoice = 'light' | 'dark';
export type FontSize = 'small' | 'medium' | 'large';

export interface AccessibilityPreferences {
  highContrast: boolean;
  fontSize: FontSize;
  reducedMotion: boolean;
}

export interface Preferences {
  /** What the visitor chose; null until they choose, which means "follow the system". */
  theme: ThemeChoice | null;
  systemPrefersDark: boolean;
  accessibility: AccessibilityPreferences;
}

export const PREFERENCE_KEYS = {
  theme: 'theme',
  accessibility: 'accessibility',
} as const;

export const FONT_SIZES: readonly FontSize[] = ['small', 'medium', 'large'];

export const DEFAULT_ACCESSIBILITY: AccessibilityPreferences = {
  highContrast: false,
  fontSize: 'medium',
  reducedMotion: false,
};

/** What the server renders with: it cannot know a visitor's choices, so it assumes none. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: null,
  systemPrefersDark: false,
  accessibility: DEFAULT_ACCESSIBILITY,
};

export function effectiveTheme(preferences: Preferences): ThemeChoice {
  return preferences.theme ?? (preferences.systemPrefersDark ? 'dark' : 'light');
}

export const themeValidator: Validator<ThemeChoice> = {
  safeParse: (input) =>
    input === 'light' || input === 'dark' ? { success: true, data: input } : { success: false },
};

export const accessibilityValidator: Validator<AccessibilityPreferences> = {
  safeParse(input) {
    if (typeof input !== 'object' || input === null) return { success: false };
    const { highContrast, fontSize, reducedMotion } = input as Record<string, unknown>;
    const valid =
      typeof highContrast === 'boolean' &&
      typeof reducedMotion === 'boolean' &&
      FONT_SIZES.includes(fontSize as FontSize);
    return valid
      ? { success: true, data: { highContrast, reducedMotion, fontSize: fontSize as FontSize } }
      : { success: false };
  },
};
