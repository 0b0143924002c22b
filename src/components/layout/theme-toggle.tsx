import { Moon, Sun } from 'lucide-react';
import { effectiveTheme } from '@/lib/preferences/preferences';
import { setTheme } from '@/lib/preferences/preferences-store';
import { usePreferences } from '@/lib/preferences/use-preferences';

/** Switches between light and dark. Until the visitor chooses, the system's preference applies. */
export function ThemeToggle() {
  const dark = effectiveTheme(usePreferences()) === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className="grid size-10 place-items-center rounded-lg text-ink hover:bg-surface-2"
    >
      {/* Both icons are rendered and CSS shows the right one, so the prerendered HTML is right
          before any JavaScript runs. */}
      <Sun aria-hidden="true" className="hidden size-5 dark:block" />
      <Moon aria-hidden="true" className="size-5 dark:hidden" />
      <span className="sr-only">Modo oscuro</span>
    </button>
  );
}
