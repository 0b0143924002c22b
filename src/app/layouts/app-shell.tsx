import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { BookingLinksHost } from '@/booking/ui/booking-links-host';
import { FloatingBookingButton } from '@/components/layout/floating-booking-button';
import { MobileTopBar } from '@/components/layout/mobile-top-bar';
import { ScrollToTopButton } from '@/components/layout/scroll-to-top-button';
import { SideMenu } from '@/components/layout/side-menu';
import { SiteFooter } from '@/components/layout/site-footer';
import { MAIN_CONTENT_ID, SkipLinks } from '@/components/layout/skip-links';
import { TopBar } from '@/components/layout/top-bar';
import { cn } from '@/lib/cn';
import { AppErrorBoundary } from '../error-boundary';
import { PageLoading } from './page-loading';
import { useRouteChangeEffects } from './use-route-change-effects';
import { useSideMenu } from './use-side-menu';

const AccessibilityPanel = lazy(() => import('@/components/layout/accessibility-panel'));

/**
 * The frame of every page: side menu, top bars (desktop and mobile), the page itself, footer and
 * floating buttons. Desktop and mobile chrome are both rendered and CSS picks one at 1024 px, so
 * the prerendered HTML fits every screen before JavaScript runs.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const menu = useSideMenu();
  const [accessibilityOpen, setAccessibilityOpen] = useState(false);
  const { pathname } = useLocation();
  useRouteChangeEffects();

  const openAccessibility = () => setAccessibilityOpen(true);

  return (
    <>
      <SkipLinks />
      <SideMenu
        mobileOpen={menu.drawerOpen}
        desktopOpen={menu.desktopOpen}
        onClose={menu.closeDrawer}
        onOpenAccessibility={openAccessibility}
      />
      {menu.drawerOpen && (
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          onClick={menu.closeDrawer}
          className="fixed inset-0 z-30 bg-black/50 lg:hidden"
        />
      )}
      <div
        inert={menu.drawerOpen}
        className={cn(
          'flex min-h-dvh flex-col transition-[padding] duration-200',
          menu.desktopOpen && 'lg:pl-72',
        )}
      >
        <MobileTopBar menuOpen={menu.drawerOpen} onOpenMenu={menu.openDrawer} />
        <TopBar
          menuOpen={menu.desktopOpen}
          onToggleMenu={menu.toggleDesktop}
          onOpenAccessibility={openAccessibility}
        />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1">
          <AppErrorBoundary key={pathname}>
            <Suspense fallback={<PageLoading />}>{children}</Suspense>
          </AppErrorBoundary>
        </main>
        <SiteFooter />
        <ScrollToTopButton />
        <FloatingBookingButton />
        <BookingLinksHost />
      </div>
      {accessibilityOpen && (
        <Suspense fallback={null}>
          <AccessibilityPanel onClose={() => setAccessibilityOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
