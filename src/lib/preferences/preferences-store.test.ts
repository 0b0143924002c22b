// @vitest-environment jsdom
import { setMediaEnvironment } from '@/test/match-media';
import {
  getPreferences,
  resetAccessibility,
  setAccessibility,
  setTheme,
  subscribeToPreferences,
} from './preferences-store';

describe('preferences store', () => {
  it('starts from the defaults, following the system theme', () => {
    expect(getPreferences()).toEqual({
      theme: null,
      systemPrefersDark: false,
      accessibility: { highContrast: false, fontSize: 'medium', reducedMotion: false },
    });
  });

  it('persists and applies the theme', () => {
    setTheme('dark');
    expect(localStorage.getItem('theme')).toBe('"dark"');
    expect(getPreferences().theme).toBe('dark');
    expect(document.documentElement).toHaveClass('dark');
  });

  it('merges accessibility changes and can reset them', () => {
    setAccessibility({ fontSize: 'large' });
    setAccessibility({ highContrast: true });
    expect(getPreferences().accessibility).toEqual({
      highContrast: true,
      fontSize: 'large',
      reducedMotion: false,
    });
    expect(document.documentElement).toHaveClass('high-contrast', 'font-large');
    resetAccessibility();
    expect(getPreferences().accessibility.fontSize).toBe('medium');
    expect(document.documentElement).not.toHaveClass('high-contrast');
  });

  it('returns the same snapshot while nothing changes', () => {
    expect(getPreferences()).toBe(getPreferences());
  });

  it('drops tampered accessibility data instead of trusting it', () => {
    localStorage.setItem(
      'accessibility',
      JSON.stringify({ highContrast: 'yes', fontSize: 'large' }),
    );
    expect(getPreferences().accessibility.highContrast).toBe(false);
    expect(localStorage.getItem('accessibility')).toBeNull();
  });

  it('catches up with a system theme change made before it started listening', () => {
    setMediaEnvironment({ prefersDark: true });
    const unsubscribe = subscribeToPreferences(() => undefined);
    expect(document.documentElement).toHaveClass('dark');
    unsubscribe();
  });

  it('notifies subscribers of changes from other tabs and from the system', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToPreferences(listener);
    localStorage.setItem('theme', '"dark"');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme' }));
    expect(listener).toHaveBeenCalledTimes(1);
    expect(document.documentElement).toHaveClass('dark');

    localStorage.removeItem('theme');
    setMediaEnvironment({ prefersDark: true });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(getPreferences().systemPrefersDark).toBe(true);
    unsubscribe();
  });
});
