import { createContext, useCallback, useContext, type ReactNode } from 'react';
import type { BackendPort } from '@/backend/port';

const BackendContext = createContext<BackendPort | null>(null);
const BackendStartContext = createContext<(() => Promise<BackendPort>) | null>(null);

/**
 * What a form shown before the backend has started says when the start failed: what was typed
 * stays, and the page offers 'Reintentar'.
 */
export const START_FAILED_MESSAGE =
  'No pudimos conectar con el sistema. Revisa tu conexión y vuelve a intentarlo: lo que ingresaste se mantiene.';

/**
 * Hands the started backend to every component below, so data hooks reach it with
 * `useBackend()` instead of receiving it as a prop. AuthProvider provides it once the backend
 * has started; tests provide a fake one directly.
 */
export function BackendProvider({
  backend,
  whenStarted = null,
  children,
}: {
  backend: BackendPort | null;
  /** The start under way, for actions taken before it ends (see useWhenBackendStarted). */
  whenStarted?: (() => Promise<BackendPort>) | null;
  children: ReactNode;
}) {
  return (
    <BackendStartContext.Provider value={whenStarted}>
      <BackendContext.Provider value={backend}>{children}</BackendContext.Provider>
    </BackendStartContext.Provider>
  );
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

/**
 * For forms shown before the backend has started (the sign-in page renders at once, while the
 * embedded database starts behind it): the backend, now if it has started, else when it does. A
 * submit made meanwhile is carried out then, its button saying it is on its way; a start that
 * fails rejects with START_FAILED_MESSAGE.
 */
export function useWhenBackendStarted(): () => Promise<BackendPort> {
  const backend = useContext(BackendContext);
  const whenStarted = useContext(BackendStartContext);
  return useCallback(() => {
    if (backend) return Promise.resolve(backend);
    if (!whenStarted) return Promise.reject(new Error(START_FAILED_MESSAGE));
    return whenStarted().catch(() => {
      throw new Error(START_FAILED_MESSAGE);
    });
  }, [backend, whenStarted]);
}
