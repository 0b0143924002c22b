import { BackendError, type BackendErrorCode } from '@/backend/port';

/**
 * When a failed operation shows the error's own words instead of the declared message:
 * - 'any': any error that has a message (the backend's adapters already speak Spanish);
 * - 'backend': a BackendError with a message (a network fault gets the declared one);
 * - a BackendErrorCode: only a BackendError with that code (the rule's text is meant for people).
 */
export type OwnMessage = 'any' | 'backend' | BackendErrorCode;

/**
 * What a query or mutation declares in react-query's `meta` for its failures to be shown as a
 * toast on the staff and account pages (`<StaffToaster />`). Without `errorMessage` the screen
 * handles the error itself (a dialog's or a form's own text, a load error in place).
 */
// A type alias, not an interface: react-query requires meta to be a Record<string, unknown>.
export type MessageMeta = {
  /** The Spanish message for a failure. */
  errorMessage?: string;
  /** When the error's own message wins over `errorMessage`. */
  ownMessage?: OwnMessage;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: MessageMeta;
    mutationMeta: MessageMeta;
  }
}

/** The text a failure shows, or null when the operation declared none. */
export function errorText(error: unknown, meta: MessageMeta | undefined): string | null {
  if (!meta?.errorMessage) return null;
  const own = error instanceof Error ? error.message : '';
  switch (meta.ownMessage) {
    case undefined:
      return meta.errorMessage;
    case 'any':
      return own || meta.errorMessage;
    case 'backend':
      return error instanceof BackendError && own ? own : meta.errorMessage;
    default:
      return error instanceof BackendError && error.code === meta.ownMessage && own
        ? own
        : meta.errorMessage;
  }
}
