import { useSyncExternalStore } from 'react';
import { chileDate } from '@/lib/time/chile-date';

/** Checked again each minute, so a page left open past midnight sees the new day. */
function subscribe(onChange: () => void): () => void {
  const timer = setInterval(onChange, 60_000);
  return () => clearInterval(timer);
}

const today = () => chileDate(new Date());

/**
 * Today's date in Chile (YYYY-MM-DD). A prerendered page is rendered with the day it was built
 * and hydrated with that same day, then re-rendered with the visitor's day: what depends on the
 * date (a launch offer that has ended) changes in the browser without a rebuild.
 */
export function useChileToday(): string {
  return useSyncExternalStore(subscribe, today, () => __BUILD_DAY__);
}
