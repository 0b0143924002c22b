import { toast } from 'sonner';

/** How long a message stays (spec section 8: messages hide after 5 seconds). */
export const MESSAGE_MS = 5000;

/**
 * Every message shares one toast: a new one replaces the one shown and restarts the 5 s, as the
 * pages' single message line did before.
 */
const MESSAGE_ID = 'aviso';

export type MessageKind = 'exito' | 'error';

/** A passing message of a staff or account screen. */
export interface Message {
  kind: MessageKind;
  text: string;
}

/** Shows a message in the page's `<StaffToaster />`. */
export function showMessage(kind: MessageKind, text: string): void {
  if (kind === 'exito') toast.success(text, { id: MESSAGE_ID });
  else toast.error(text, { id: MESSAGE_ID });
}
