/** Renders the notification panel for component tests (not part of the app). */
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';
import { DataWrapper } from '@/test/data-wrapper';
import { renderWithRouter } from '@/test/render-app';
import { StatCards } from '../stat-cards';
import type { NotificationDeps } from './notification-deps';
import { NotificationsTab } from './notifications-tab';
import { NOW } from './test-fixtures';

interface RenderOptions {
  sub?: string;
  /** Also mount the admin page's stat cards (they share the statistics query). */
  withStatCards?: boolean;
}

export function renderNotifications(
  backend: BackendPort,
  { sub, withStatCards = false }: RenderOptions = {},
) {
  // The retry pauses resolve at once: no test waits on real timers.
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const deps: NotificationDeps = { sleep, now: () => NOW };
  const search = new URLSearchParams({ tab: 'notificaciones', ...(sub ? { sub } : {}) });
  const user = userEvent.setup();
  const view = renderWithRouter(
    <DataWrapper backend={backend}>
      {withStatCards && <StatCards />}
      <NotificationsTab deps={deps} />
    </DataWrapper>,
    `/admin?${search.toString()}`,
  );
  return { ...view, user, sleep };
}
