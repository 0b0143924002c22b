import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { SIDE_MENU_ID } from '@/components/layout/skip-links';
import { DESKTOP_QUERY, mediaQueryList } from '@/lib/dom/use-media-query';
import { useHtmlClass } from '@/lib/dom/use-html-class';

/**
 * The side menu's two states: the desktop sidebar (open until hidden) and the mobile drawer
 * (closed until opened). The drawer belongs to the page it was opened on, so any navigation,
 * including the browser's back button, closes it; it also closes when the window grows to the
 * desktop layout. While it is open the page behind it is locked (no scroll, no focus) and
 * Escape closes it, returning focus to the button that opened it.
 *
 * The screen width is watched only while the drawer is open: reading it on every page would make
 * React render the whole frame a second time right after adopting the prerendered HTML.
 */
export function useSideMenu() {
  const { pathname } = useLocation();
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [drawerOpenedOn, setDrawerOpenedOn] = useState<string | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useRef(false);
  const drawerOpen = drawerOpenedOn === pathname;

  const openDrawer = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDrawerOpenedOn(pathname);
  }, [pathname]);

  const closeDrawer = useCallback(() => {
    returnFocus.current = true;
    setDrawerOpenedOn(null);
  }, []);

  useHtmlClass('menu-open', drawerOpen);

  useEffect(() => {
    if (!drawerOpen) return;
    const desktop = mediaQueryList(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setDrawerOpenedOn(null);
    };
    closeOnDesktop();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [drawerOpen]);

  useEffect(() => {
    if (!drawerOpen) {
      // The opener sits in the part of the page that was inert while the drawer was open: it can
      // take focus back only once this render has removed `inert`.
      if (returnFocus.current) opener.current?.focus();
      returnFocus.current = false;
      return;
    }
    document.getElementById(SIDE_MENU_ID)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeDrawer();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen, closeDrawer]);

  return {
    desktopOpen,
    toggleDesktop: () => setDesktopOpen((open) => !open),
    drawerOpen,
    openDrawer,
    closeDrawer,
  };
}
