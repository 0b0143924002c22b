import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { getBackend, restartBackend } from '@/backend/get-backend';
import { BackendProvider } from './backend-context';
import type { Assurance, BackendPort, Profile, Session } from '@/backend/port';
import { bindBookingRecords, clearBookingRecords } from '@/booking/model/booking-records';
import { ownerOf, type RecordOwner } from '@/lib/storage/record-owner';
import { recordAccount } from './record-account';
import { effectiveRole, hasPermission, type Permission } from './permissions';

/**
 * How long the backend may take to start before pages say it is taking longer than usual. A
 * first visit builds the embedded database in about 8 s on a slow computer, later ones in 2 s.
 */
export const SLOW_START_MS = 15_000;

export interface AuthState {
  status: 'loading' | 'ready' | 'unavailable';
  backend: BackendPort | null;
  session: Session | null;
  profile: Profile | null;
  /** Where the session's assurance is and can get: aal1→aal2 means a code is due. */
  assurance: Assurance | null;
}

interface AuthContextValue extends AuthState {
  role: Profile['role'] | null;
  can: (permission: Permission) => boolean;
  /** Still loading after SLOW_START_MS. */
  slow: boolean;
  /** Starts the backend again after a failed or stalled start; the page stays as it is. */
  retry: () => void;
  /** Whose browser records this tab may show: known once the backend has said who is in. */
  person: RecordOwner | undefined;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/**
 * What this tab keeps for one person (the booking draft and payment data) never reaches the next
 * one: it goes on sign-out, and anything of someone else goes as soon as the person is known.
 */
function followPerson(event: string, session: Session | null): void {
  if (event === 'SIGNED_OUT') clearBookingRecords();
  bindBookingRecords(ownerOf(session));
}

/**
 * The signed-in person and their profile. Starts the backend (only pages that need it mount this
 * provider), follows its auth events, loads the profile on sign-in and clears it on sign-out.
 */
export function AuthProvider({
  children,
  start = true,
}: {
  children: ReactNode;
  /** False to wait: the backend starts once this turns true (it never stops once started). */
  start?: boolean;
}) {
  const [state, setState] = useState<AuthState>({
    status: 'loading',
    backend: null,
    session: null,
    profile: null,
    assurance: null,
  });
  const [attempt, setAttempt] = useState(0);
  const [slow, setSlow] = useState(false);
  // A form used before the backend started asks for it: that starts it even if the page waited.
  const [asked, setAsked] = useState(false);
  const wanted = start || asked;
  // What those forms wait for: the backend once a start succeeds, this one or one after
  // 'Reintentar' (a stalled start never answers), or the failure of the start under way.
  const startedBackend = useRef<BackendPort | null>(null);
  const failedStart = useRef<Error | null>(null);
  const waiters = useRef<
    { resolve: (backend: BackendPort) => void; reject: (e: unknown) => void }[]
  >([]);

  useEffect(() => {
    if (!wanted) return;
    let stop: (() => void) | undefined;
    let active = true;
    const slowTimer = setTimeout(() => {
      if (active) setSlow(true);
    }, SLOW_START_MS);
    (attempt === 0 ? getBackend() : restartBackend()).then(
      (backend) => {
        clearTimeout(slowTimer);
        startedBackend.current = backend;
        for (const waiter of waiters.current.splice(0)) waiter.resolve(backend);
        if (!active) return;
        // Only the latest event's answers count: an earlier, slower one must not undo it.
        let loads = 0;
        const load = (session: Session | null) => {
          loads += 1;
          const mine = loads;
          const loadProfile = session
            ? backend.profiles.getMine().catch((error: unknown) => {
                // Spec section 8: a failed profile fetch is logged, not shown.
                console.error('No se pudo cargar el perfil', error);
                return null;
              })
            : Promise.resolve(null);
          // Unknown (null) when it cannot be read: guarded pages then rely on session.aal.
          const loadAssurance = session
            ? Promise.resolve()
                .then(() => backend.auth.mfa.assurance())
                .catch(() => null)
            : Promise.resolve(null);
          void Promise.all([loadProfile, loadAssurance]).then(([profile, assurance]) => {
            if (!active || mine !== loads) return;
            recordAccount(session, profile);
            setState({ status: 'ready', backend, session, profile, assurance });
          });
        };
        const unsubscribe = backend.auth.onAuthStateChange((event, session) => {
          followPerson(event, session);
          load(session);
        });
        // Back to a tab after a while: the session may have ended elsewhere (signed out on every
        // device, ended for inactivity) and the role may have changed; ask again.
        const recheck = () => {
          if (document.visibilityState !== 'visible') return;
          void backend.auth.getSession().then(load, () => undefined);
        };
        document.addEventListener('visibilitychange', recheck);
        stop = () => {
          unsubscribe();
          document.removeEventListener('visibilitychange', recheck);
        };
      },
      (error: unknown) => {
        clearTimeout(slowTimer);
        console.error('No se pudo iniciar el backend', error);
        if (!active) return;
        failedStart.current = error instanceof Error ? error : new Error(String(error));
        for (const waiter of waiters.current.splice(0)) waiter.reject(error);
        setState((s) => ({ ...s, status: 'unavailable' }));
      },
    );
    return () => {
      active = false;
      clearTimeout(slowTimer);
      stop?.();
    };
  }, [wanted, attempt]);

  const whenStarted = useCallback(() => {
    if (startedBackend.current) return Promise.resolve(startedBackend.current);
    // Nothing is starting after a failure until the person asks for 'Reintentar'.
    if (failedStart.current) return Promise.reject(failedStart.current);
    setAsked(true);
    return new Promise<BackendPort>((resolve, reject) => {
      waiters.current.push({ resolve, reject });
    });
  }, []);

  const retry = useCallback(() => {
    failedStart.current = null;
    setSlow(false);
    setState((s) => ({ ...s, status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({
      ...state,
      role: effectiveRole(state.profile),
      can: (permission) => hasPermission(state.profile, permission),
      slow: slow && state.status === 'loading',
      retry,
      person: state.status === 'ready' ? ownerOf(state.session) : undefined,
    }),
    [state, slow, retry],
  );
  return (
    <AuthContext.Provider value={value}>
      <BackendProvider backend={state.backend} whenStarted={whenStarted}>
        {children}
      </BackendProvider>
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de AuthProvider');
  return value;
}
