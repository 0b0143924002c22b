import { toErasureReport } from '../erasure-report';
import { BackendError, type BackendPort } from '../port';
import { toProfile, type Json } from '../rows';
import { toBackendError } from '../errors';
import type { Caller } from './caller';
import { rowsOf } from './caller';
import type { EmbeddedDatabase } from './database';
import type { EmbeddedAuth } from './embedded-auth';

/**
 * The signed-in person's rights over their data, on the embedded database: the export and the
 * erasure through the same SQL functions as on Supabase, the profile under its RLS, and the
 * change of address with a link shown on screen (nothing can be e-mailed here).
 */
export function createEmbeddedMyData(
  db: EmbeddedDatabase,
  caller: Caller,
  auth: EmbeddedAuth,
): BackendPort['misDatos'] {
  const { asCallerStored } = caller;

  async function requireUserId(): Promise<string> {
    const session = await auth.currentSession();
    if (!session) throw new BackendError('Debes iniciar sesión', 'sin_sesion');
    return session.user.id;
  }

  return {
    export: () =>
      asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ d: Json | null }>(
          'select public.exportar_mis_datos() as d',
        );
        const data = rows[0]?.d;
        if (!data) throw new BackendError('No se pudieron reunir tus datos');
        return data;
      }),
    async updateProfile({ nombre, telefono }) {
      const userId = await requireUserId();
      const rows = await asCallerStored((tx) =>
        rowsOf(
          tx,
          `update public.profiles p set nombre = $1, telefono = $2 where p.user_id = $3
           returning to_jsonb(p) as row`,
          [nombre.trim(), telefono?.trim() || null, userId],
        ),
      );
      const row = rows[0];
      if (!row) throw new BackendError('No se pudo guardar tu perfil', 'cuenta_desactivada');
      await auth.announceUserUpdated();
      return toProfile(row);
    },
    async changeEmail(email, redirectTo) {
      const userId = await requireUserId();
      try {
        const { rows } = await db.query<{ token: string }>(
          'select embedded_auth.pedir_cambio_correo($1, $2) as token',
          [userId, email],
        );
        await db.syncToFs();
        const token = rows[0]?.token;
        if (!token) throw new BackendError('No se pudo pedir el cambio de correo');
        const link = new URL(redirectTo);
        link.searchParams.set('code', token);
        return { demoLink: link.toString() };
      } catch (error) {
        throw toBackendError(error);
      }
    },
    async deleteAccount() {
      const report = await asCallerStored(async (tx) => {
        const { rows } = await tx.query<{ r: unknown }>('select public.eliminar_mi_cuenta() as r');
        return toErasureReport(rows[0]?.r);
      });
      // The account and its sessions are gone: this device forgets the tokens at once.
      await auth.auth.signOut('local');
      return report;
    },
  };
}
