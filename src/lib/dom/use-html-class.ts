import { useEffect } from 'react';

/** Keeps a class on <html> while `active` is true (used for the mobile menu's scroll lock). */
export function useHtmlClass(className: string, active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const root = document.documentElement;
    root.classList.add(className);
    return () => root.classList.remove(className);
  }, [className, active]);
}
