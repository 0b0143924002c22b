import type { PGliteInterface, Transaction } from '@electric-sql/pglite';
import { BackendError, type AuthEvent, type BackendPort, type Session } from '../port';
import { toBackendError } from '../errors';
import { toProfile, toReservation, toStatistics, type Json } from '../rows';
import { newSession, type SessionStore } from './session-store';

const MIN_PASSWORD = 8;
const RESET_MINUTES = 60;

/**
 * The embedded backend: the port implemented on a PGlite database that already ran the shim, the
 * embedded sign-in and the migrations. Sign-in happens here (as GoTrue would); every data
 * operation runs as the signed-in user under row-level security, in one transaction with
 * `set local role` and transaction-local JWT claims, exactly as PostgREST runs a request.
 */
export function createEmbeddedBackend(db: PGliteInterface, store: SessionStore): BackendPort {
  const listeners = new Set<(event: AuthEvent, session: Session | null) => void>();
  const emit = (event: AuthEvent, session: Session | null) => {
    listeners.forEach((listener) => listener(event, session));
  };

  function setSession(event: AuthEvent, session: Session | null): void {
    store.save(session);
    emit(event, session);
  }

  async function currentSession(): Promise<Session | null> {
    const session = store.load();
    if (!session) return null;
    // The database may have been reset since: a session for a user who no longer exists ends.
    const { rows } = await db.query('select 1 from auth.users where id = $1', [session.user.id]);
    if (rows.length === 0) {
      setSession('SIGNED_OUT', null);
      return null;
    }
    if (session.expiresAt * 1000 <= Date.now()) {
      const refreshed = newSession(session.user);
      setSession('TOKEN_REFRESHED', refreshed);
      return refreshed;
    }
    return session;
  }

  /** Runs `fn` as the current user (or anon), under RLS, in one transaction. */
  async function asCaller<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const session = await currentSession();
    const claims = session
      ? { role: 'authenticated', sub: session.user.id, email: session.user.email }
      : { role: 'anon' };
    try {
      return await db.transaction(async (tx) => {
        await tx.exec(`set local role ${session ? 'authenticated' : 'anon'}`);
        await tx.query("select set_config('request.jwt.claims', $1, true)", [
          JSON.stringify(claims),
        ]);
        return fn(tx);
      });
    } catch (error) {
      throw toBackendError(error);
    }
  }

  const rowsOf = async (tx: Transaction, sql: string, params: unknown[] = []): Promise<Json[]> =>
    (await tx.query<{ row: Json }>(sql, params)).rows.map((r) => r.row);

  async function requireSession(): Promise<Session> {
    const session = await currentSession();
    if (!session) throw new BackendError('Debes iniciar sesión');
    return session;
  }

  async function signedInAs(userId: string, event: AuthEvent): Promise<Session> {
    const { rows } = await db.query<{ email: string }>(
      'select email from auth.users where id = $1',
      [userId],
    );
    const session = newSession({ id: userId, email: rows[0]?.email ?? '' });
    await db.query('update auth.users set last_sign_in_at = now() where id = $1', [userId]);
    setSession(event, session);
    return session;
  }

  function checkPassword(password: string): void {
    if (password.length < MIN_PASSWORD) {
      throw new BackendError(
        `La contraseña debe tener al menos ${String(MIN_PASSWORD)} caracteres`,
      );
    }
  }

  return {
    mode: 'embedded',
    auth: {
      async signIn(email, password) {
        const { rows } = await db.query<{ id: string | null }>(
          'select embedded_auth.verificar_clave($1, $2) as id',
          [email, password],
        );
        const id = rows[0]?.id;
        if (!id) throw new BackendError('Correo o contraseña incorrectos');
        return signedInAs(id, 'SIGNED_IN');
      },
      async signUp({ email, password, nombre, telefono }) {
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]{2,}$/.test(email.trim())) {
          throw new BackendError('Correo electrónico inválido');
        }
        checkPassword(password);
        try {
          const { rows } = await db.query<{ id: string }>(
            'select embedded_auth.registrar($1, $2, $3, $4) as id',
            [email, password, nombre.trim(), telefono?.trim() ?? null],
          );
          return await signedInAs(rows[0]?.id ?? '', 'SIGNED_IN');
        } catch (error) {
          throw toBackendError(error);
        }
      },
      async signOut() {
        setSession('SIGNED_OUT', null);
        return Promise.resolve();
      },
      getSession: currentSession,
      async requestPasswordReset(email, redirectTo) {
        const token = crypto.randomUUID();
        const { rows } = await db.query<{ id: string }>(
          `insert into embedded_auth.recuperaciones (token, user_id, expira_en)
           select $1, id, now() + make_interval(mins => $3) from auth.users where lower(email) = lower(btrim($2))
           returning user_id as id`,
          [token, email, RESET_MINUTES],
        );
        // Whether the address has an account is not revealed: the answer looks the same.
        if (rows.length === 0) return {};
        const link = new URL(redirectTo);
        link.searchParams.set('code', token);
        return { demoLink: link.toString() };
      },
      async exchangeCode(token) {
        const { rows } = await db.query<{ user_id: string }>(
          'delete from embedded_auth.recuperaciones where token = $1 and expira_en > now() returning user_id',
          [token],
        );
        const userId = rows[0]?.user_id;
        if (!userId)
          throw new BackendError('El enlace para restablecer la contraseña no es válido o expiró');
        return signedInAs(userId, 'PASSWORD_RECOVERY');
      },
      async updatePassword(password) {
        const session = await requireSession();
        checkPassword(password);
        await db.query('select embedded_auth.cambiar_clave($1, $2)', [session.user.id, password]);
        emit('USER_UPDATED', session);
      },
      onAuthStateChange(listener) {
        listeners.add(listener);
        void currentSession().then((session) => listener('INITIAL_SESSION', session));
        return () => listeners.delete(listener);
      },
    },
    profiles: {
      async getMine() {
        const session = await currentSession();
        if (!session) return null;
        const rows = await asCaller((tx) =>
          rowsOf(tx, 'select to_jsonb(p) as row from public.profiles p where p.user_id = $1', [
            session.user.id,
          ]),
        );
        return rows[0] ? toProfile(rows[0]) : null;
      },
      list: () =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              'select to_jsonb(p) as row from public.profiles p order by p.created_at desc',
            )
          ).map(toProfile),
        ),
      setActive: (userId, active) =>
        asCaller(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.profiles set is_active = $1 where user_id = $2',
            [active, userId],
          );
          if (!affectedRows) throw new BackendError('Error al actualizar el estado del usuario');
        }),
      setRole: (userId, role) =>
        asCaller(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.profiles set role = $1 where user_id = $2',
            [role, userId],
          );
          if (!affectedRows) throw new BackendError('Error al cambiar el rol del usuario');
        }),
    },
    reservas: {
      create: (input) =>
        asCaller(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.crear_reserva($1, $2, $3, $4, $5::date, $6, $7, $8, $9, $10) r',
            [
              input.nombre,
              input.rut,
              input.email,
              input.telefono,
              input.fecha,
              input.hora,
              input.plan,
              input.tipoReunion,
              input.descripcion ?? null,
              input.empresa ?? null,
            ],
          );
          if (!rows[0]) throw new BackendError('No se pudo crear la reserva');
          return toReservation(rows[0]);
        }),
      occupied: (from, to) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ fecha: string; hora: string }>(
            'select fecha::text as fecha, hora from public.horarios_ocupados($1::date, $2::date)',
            [from, to],
          );
          return rows.map((row) => ({ fecha: row.fecha, hora: row.hora }));
        }),
      list: () =>
        asCaller(async (tx) =>
          (
            await rowsOf(
              tx,
              'select to_jsonb(r) as row from public.reservas r order by r.fecha desc, r.hora desc',
            )
          ).map(toReservation),
        ),
      get: (id) =>
        asCaller(async (tx) => {
          const rows = await rowsOf(
            tx,
            'select to_jsonb(r) as row from public.reservas r where r.id = $1',
            [id],
          );
          return rows[0] ? toReservation(rows[0]) : null;
        }),
      setStatus: (id, estado) =>
        asCaller(async (tx) => {
          const { affectedRows } = await tx.query(
            'update public.reservas set estado = $1 where id = $2',
            [estado, id],
          );
          if (!affectedRows) throw new BackendError('No se pudo actualizar la reserva');
        }),
      remove: (id) =>
        asCaller(async (tx) => {
          const { affectedRows } = await tx.query('delete from public.reservas where id = $1', [
            id,
          ]);
          if (!affectedRows) throw new BackendError('Error al eliminar la reserva');
        }),
    },
    statistics: () =>
      asCaller(async (tx) => {
        const { rows } = await tx.query<{ s: Json }>('select public.estadisticas() as s');
        return toStatistics(rows[0]?.s ?? {});
      }),
    newsletter: {
      subscribe: (email) =>
        asCaller(async (tx) => {
          await tx.query('select public.suscribir_newsletter($1)', [email]);
        }),
    },
    contact: {
      send: (message) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ id: string }>(
            'select public.enviar_mensaje_contacto($1, $2, $3, $4, $5) as id',
            [
              message.nombre,
              message.email,
              message.mensaje,
              message.telefono ?? null,
              message.servicio ?? null,
            ],
          );
          return rows[0]?.id ?? '';
        }),
    },
  };
}
