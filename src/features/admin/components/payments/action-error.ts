import { BackendError } from '@/backend/port';

/** What to show of a failed action: the backend's own Spanish message, else the fallback. */
export function actionErrorMessage(error: unknown, fallback: string): string {
  return error instanceof BackendError && error.message ? error.message : fallback;
}
