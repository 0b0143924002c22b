import type { SupabaseClient } from '@supabase/supabase-js';
import { toErasureReport } from '../erasure-report';
import { BackendError, type BackendPort } from '../port';
import { toProfile, type Json } from '../rows';
import { check, throwIf } from './results';

const field = (error: unknown, name: string): unknown =>
  typeof error === 'object' && error !== null
    ? (error as Record<string, unknown>)[name]
    : undefined;

/**
 * The signed-in person's rights over their data on hosted Supabase: the export and the erasure
 * through rpc (the SQL functions, SECURITY DEFINER owned by postgres, also delete the auth user),
 * the profile under its RLS, and the change of address through Supabase Auth, which e-mails a
 * confirmation link to the new address (and, with secure e-mail change on, to the old one).
 */
export function createSupabaseMyData(client: SupabaseClient): BackendPort['misDatos'] {
  async function requireUserId(): Promise<string> {
    const userId = (await client.auth.getSession()).data.session?.user.id;
    if (!userId) throw new BackendError('Debes iniciar sesión', 'sin_sesion');
    return userId;
  }

  return {
    async export() {
      const data = check(await client.rpc('exportar_mis_datos')) as Json | null;
      if (!data) throw new BackendError('No se pudieron reunir tus datos');
      return data;
    },
    async updateProfile({ nombre, telefono }) {
      const userId = await requireUserId();
      const row = check(
        await client
          .from('profiles')
          .update({ nombre: nombre.trim(), telefono: telefono?.trim() || null })
          .eq('user_id', userId)
          .select('*')
          .maybeSingle<Json>(),
      );
      if (!row) throw new BackendError('No se pudo guardar tu perfil', 'cuenta_desactivada');
      // The page's header reads the profile again on an auth event.
      await client.auth.refreshSession();
      return toProfile(row);
    },
    async changeEmail(email, redirectTo) {
      const { error } = await client.auth.updateUser(
        { email: email.trim() },
        { emailRedirectTo: redirectTo },
      );
      if (field(error, 'code') === 'email_exists') {
        throw new BackendError('Ya existe una cuenta con este correo', 'correo_en_uso');
      }
      throwIf(error);
      return {};
    },
    async deleteAccount() {
      const report = toErasureReport(check(await client.rpc('eliminar_mi_cuenta')));
      // The user no longer exists, so the server's sign-out may fail: this device forgets the
      // session either way.
      await client.auth.signOut({ scope: 'local' }).catch(() => undefined);
      return report;
    },
  };
}
