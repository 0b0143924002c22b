/** Renders the notification panel for component tests (not part of the app). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';
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
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // The retry pauses resolve at once: no test waits on real timers.
  const sleep = vi.fn<(ms: number) => Promise<void>>(() => Promise.resolve());
  const deps: NotificationDeps = { sleep, now: () => NOW };
  const search = new URLSearchParams({ tab: 'notificaciones', ...(sub ? { sub } : {}) });
  const user = userEvent.setup();
  const view = renderWithRouter(
    <QueryClientProvider client={client}>
      {withStatCards && <StatCards backend={backend} />}
      <NotificationsTab backend={backend} deps={deps} />
    </QueryClientProvider>,
    `/admin?${search.toString()}`,
  );
  return { ...view, user, client, sleep };
}
