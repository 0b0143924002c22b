import { getBackend } from '@/backend/get-backend';
import type { ContactMessage } from '@/backend/port';

/**
 * Sends a message to the firm through the backend, which is started here, on the first send: a
 * visitor who only reads the page never downloads it. Returns the stored message's id.
 */
export async function sendContactMessage(message: ContactMessage): Promise<string> {
  const backend = await getBackend();
  return backend.contact.send(message);
}
