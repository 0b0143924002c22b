import { useEffect, useRef, useState } from 'react';

/** How long a copy button shows that it copied (spec: 2 seconds). */
export const COPIED_MS = 2000;

/**
 * Copies text to the clipboard and remembers which item was copied for 2 seconds, so its button
 * can show a checkmark. A refused clipboard (permissions, old browsers) reports failure instead.
 */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy(key: string, text: string): Promise<void> {
    try {
      await navigator.clipboard.writeText(text);
      setFailed(false);
      setCopied(key);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        setCopied(null);
      }, COPIED_MS);
    } catch {
      clearTimeout(timer.current);
      setCopied(null);
      setFailed(true);
    }
  }
  return { copied, failed, copy };
}
