// @vitest-environment jsdom
import { setMediaEnvironment } from '@/test/match-media';
import { applyStoredPreferences, prepaintScript } from './apply-stored-preferences';
import { PREFERENCE_KEYS } from './preferences';

const root = () => document.documentElement;

describe('applyStoredPreferences', () => {
  it('follows the system theme until the visitor chooses', () => {
    setMediaEnvironment({ prefersDark: true });
    applyStoredPreferences(PREFERENCE_KEYS);
    expect(root()).toHaveClass('dark');
    expect(root().style.colorScheme).toBe('dark');

    localStorage.setItem('theme', '"light"');
    applyStoredPreferences(PREFERENCE_KEYS);
    expect(root()).not.toHaveClass('dark');
  });

  it('applies a chosen dark theme on a light system', () => {
    localStorage.setItem('theme', '"dark"');
    applyStoredPreferences(PREFERENCE_KEYS);
    expect(root()).toHaveClass('dark');
  });

  it('applies contrast, text size and motion', () => {
    localStorage.setItem(
      'accessibility',
      JSON.stringify({ highContrast: true, fontSize: 'large', reducedMotion: true }),
    );
    applyStoredPreferences(PREFERENCE_KEYS);
    expect(root()).toHaveClass('high-contrast', 'font-large', 'reduce-motion');
    expect(root()).not.toHaveClass('font-small');
  });

  it.each(['{broken', '"dark"', '42', 'null', '{"fontSize":"huge"}'])(
    'ignores stored garbage %s',
    (garbage) => {
      localStorage.setItem('theme', garbage === '"dark"' ? '{' : garbage);
      localStorage.setItem('accessibility', garbage);
      expect(() => applyStoredPreferences(PREFERENCE_KEYS)).not.toThrow();
      expect(root()).not.toHaveClass('dark', 'high-contrast', 'font-large', 'font-small');
    },
  );

  it('works as the self-contained inline script of index.html', () => {
    localStorage.setItem('theme', '"dark"');
    localStorage.setItem(
      'accessibility',
      JSON.stringify({ highContrast: false, fontSize: 'small', reducedMotion: false }),
    );
    // The exact text that is inlined before first paint, run on its own.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running the inline script is the point
    const inline = new Function(prepaintScript(PREFERENCE_KEYS)) as () => void;
    inline();
    expect(root()).toHaveClass('dark', 'font-small');
  });
});
