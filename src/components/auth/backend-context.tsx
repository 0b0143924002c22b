import { createContext, useContext, type ReactNode } from 'react';
import type { BackendPort } from '@/backend/port';

const BackendContext = createContext<BackendPort | null>(null);

/**
 * Hands the started backend to every component below, so data hooks reach it with
 * `useBackend()` instead of receiving it as a prop. AuthProvider provides it once the backend
 * has started; tests provide a fake one directly.
 */
export function BackendProvider({
  backend,
  children,
}: {
  backend: BackendPort | null;
  children: ReactNode;
}) {
  return <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>;
}

/**
 * The started backend. Only components rendered once it has started may call it (pages wait
 * for it behind RequireAuth or their own loading state); anywhere else it is a programming error.
 */
export function useBackend(): BackendPort {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend: el backend aún no ha iniciado');
  return backend;
}
