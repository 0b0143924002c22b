import { useState } from 'react';
import { useBackend } from '@/components/auth/backend-context';

export interface EmailCode {
  /** The address the last code went to, or null before one was sent. */
  sentTo: string | null;
  /** In embedded mode, where nothing can be e-mailed, the code the page shows. */
  demoCode: string | null;
  sendError: string | null;
  sending: boolean;
  /** Asks for a new code for `email`; resolves true when it was sent. */
  send: (email: string) => Promise<boolean>;
}

/**
 * A 6-digit code sent to an address, with which a person proves that the address is theirs (on a
 * hosted site the server e-mails it and the page never sees it; in embedded mode, which has
 * nobody to e-mail from, it comes back to be shown).
 */
export function useEmailCode(): EmailCode {
  const backend = useBackend();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [demoCode, setDemoCode] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(email: string): Promise<boolean> {
    setSendError(null);
    setSending(true);
    try {
      const result = await backend.solicitudes.requestCode(email);
      setSentTo(email);
      setDemoCode(result.demoCode ?? null);
      return true;
    } catch (error) {
      setSendError(error instanceof Error ? error.message : 'No pudimos enviar el código');
      return false;
    } finally {
      setSending(false);
    }
  }

  return { sentTo, demoCode, sendError, sending, send };
}
