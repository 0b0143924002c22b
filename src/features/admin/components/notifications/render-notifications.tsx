/** Renders the notification panel for component tests (not part of the app). */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { BackendPort } from '@/backend/port';
import { renderWithRouter } from '@/test/render-app';
import { StatCards } from '../stat-cards';
import type { NotificationDeps } from './notification-deps';
import { NotificationsTab } from './notifications-tab';
import { fetchStub, NOW, WEBHOOK_URL } from './test-fixtures';

interface RenderOptions {
  sub?: string;
  /** null: no webhook configured. */
  url?: string | null;
  fetch?: typeof fetch;
  /** Also mount the admin page's stat cards (they share the statistics query). */
  withStatCards?: boolean;
}

export function renderNotifications(
  backend: BackendPort,
  { sub, url = WEBHOOK_URL, fetch = fetchStub(), withStatCards = false }: RenderOptions = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const deps: NotificationDeps = {
    webhookUrl: url ?? undefined,
    fetch,
    sleep: () => Promise.resolve(),
    now: () => NOW,
  };
  const search = new URLSearchParams({ tab: 'notificaciones', ...(sub ? { sub } : {}) });
  const user = userEvent.setup();
  const view = renderWithRouter(
    <QueryClientProvider client={client}>
      {withStatCards && <StatCards backend={backend} />}
      <NotificationsTab backend={backend} deps={deps} />
    </QueryClientProvider>,
    `/admin?${search.toString()}`,
  );
  return { ...view, user, client };
}
