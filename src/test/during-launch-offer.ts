import { LAUNCH_OFFER_ENDS_ON } from '@/content/catalogue/launch-offer';
import { addDays } from '@/lib/time/chile-time';

/**
 * Runs a file's tests on a day the launch offer is running (a week before its last day, at noon
 * in Santiago), so tests of the pages as they read during the offer do not expire with it.
 * Only Date is faked: timers run as usual.
 */
export function duringLaunchOffer(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${addDays(LAUNCH_OFFER_ENDS_ON, -7)}T15:00:00Z`));
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}
