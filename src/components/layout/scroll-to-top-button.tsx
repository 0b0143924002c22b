import { ArrowUp } from 'lucide-react';
import { useScrolledPast } from '@/lib/dom/use-scrolled-past';
import { MAIN_CONTENT_ID } from './skip-links';

export const SCROLL_TO_TOP_OFFSET = 300;

/**
 * Appears after 300 px of scrolling; takes the reader (and keyboard focus) back to the top. On a
 * phone with the booking bar it sits inside the bar, beside the booking link (styles.css), so it
 * covers no content either.
 */
export function ScrollToTopButton() {
  const visible = useScrolledPast(SCROLL_TO_TOP_OFFSET);
  if (!visible) return null;

  const scrollUp = () => {
    const reduced =
      document.documentElement.classList.contains('reduce-motion') ||
      window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // The button disappears at the top; move focus to the content instead of losing it.
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  };

  return (
    <button
      type="button"
      data-scroll-top=""
      onClick={scrollUp}
      className="fixed bottom-24 right-4 lg:bottom-4 z-30 grid size-12 place-items-center rounded-full border border-line bg-surface text-ink shadow-lg hover:bg-surface-2"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
      <span className="sr-only">Volver arriba</span>
    </button>
  );
}
