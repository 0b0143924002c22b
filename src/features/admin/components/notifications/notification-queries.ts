import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BackendPort } from '@/backend/port';

/** Every query of the panel starts with this key, so one invalidation refreshes them all. */
export const NOTIFICATIONS_QUERY_KEY = ['notificaciones'] as const;
export const LOG_LIMIT = 20;

export const notificationLogQuery = (backend: BackendPort) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'registro', LOG_LIMIT],
    queryFn: () => backend.notificaciones.list(LOG_LIMIT),
  });

export const failedNotificationsQuery = (backend: BackendPort) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'fallidas'],
    queryFn: () => backend.notificaciones.failed(),
  });

export const useNotificationLog = (backend: BackendPort) => useQuery(notificationLogQuery(backend));

export const useFailedNotifications = (backend: BackendPort) =>
  useQuery(failedNotificationsQuery(backend));

export const webhookStatusQuery = (backend: BackendPort) =>
  queryOptions({
    queryKey: [...NOTIFICATIONS_QUERY_KEY, 'webhook'],
    queryFn: () => backend.notificaciones.webhookStatus(),
  });

export const useWebhookStatus = (backend: BackendPort) => useQuery(webhookStatusQuery(backend));
