import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a message stays (spec section 8: messages hide after 5 seconds). */
export const FLASH_MS = 5000;

export interface Flash {
  kind: 'exito' | 'error';
  text: string;
}

/** One message at a time, hidden after 5 s; a new message restarts the 5 s. */
export function useFlashMessage() {
  const [flash, setFlash] = useState<Flash | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((kind: Flash['kind'], text: string) => {
    clearTimeout(timer.current);
    setFlash({ kind, text });
    timer.current = setTimeout(() => {
      setFlash(null);
    }, FLASH_MS);
  }, []);
  return { flash, show };
}
