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
 * Components that render before it has started use `useStartedBackend()` instead.
 */
export function useBackend(): BackendPort {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend: el backend aún no ha iniciado');
  return backend;
}

/**
 * The backend once it has started, null while it starts. For components that render before it
 * has started (the sign-in, booking, payment and rights-request pages show their form at once):
 * they disable their actions, or say they are waiting, while it is null. Components rendered
 * only after it has started use `useBackend()`.
 */
export function useStartedBackend(): BackendPort | null {
  return useContext(BackendContext);
}
