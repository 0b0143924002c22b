import type { SupabaseClient } from '@supabase/supabase-js';
import { createSupabaseMyData } from './my-data-operations';

function fakeClient(rpcData: unknown, updateUserError: unknown = null) {
  const rpc = vi.fn(() => Promise.resolve({ data: rpcData, error: null }));
  const auth = {
    getSession: vi.fn(() => Promise.resolve({ data: { session: { user: { id: 'u-1' } } } })),
    signOut: vi.fn(() => Promise.reject(new Error('user not found'))),
    refreshSession: vi.fn(() => Promise.resolve({ data: {}, error: null })),
    updateUser: vi.fn(() => Promise.resolve({ data: {}, error: updateUserError })),
  };
  return { client: { rpc, auth } as unknown as SupabaseClient, rpc, auth };
}

describe('Supabase adapter: Mis datos', () => {
  it('exports through exportar_mis_datos', async () => {
    const { client, rpc } = fakeClient({ reservas: [] });
    await expect(createSupabaseMyData(client).export()).resolves.toEqual({ reservas: [] });
    expect(rpc).toHaveBeenCalledExactlyOnceWith('exportar_mis_datos');
  });

  it('deletes the account through eliminar_mi_cuenta and forgets the session even if GoTrue refuses', async () => {
    const { client, rpc, auth } = fakeClient({
      fecha: '2026-12-02T10:00:00Z',
      eliminados: [{ tabla: 'usuarios', id: 'u-1' }],
      anonimizados: [],
      bloqueados: [
        {
          id: 'r-1',
          codigo: 'AAAA1111',
          fecha: '2026-12-07',
          servicio: 'Consulta Laboral',
          hasta: '2032-12-07',
          motivos: [
            { codigo: 'registro_contable', texto: 'Registro contable.', hasta: '2032-12-07' },
          ],
          conserva: ['nombre', 'documento'],
        },
      ],
    });
    const report = await createSupabaseMyData(client).deleteAccount();
    expect(rpc).toHaveBeenCalledExactlyOnceWith('eliminar_mi_cuenta');
    expect(auth.signOut).toHaveBeenCalledExactlyOnceWith({ scope: 'local' });
    expect(report.bloqueados[0]).toMatchObject({ codigo: 'AAAA1111', hasta: '2032-12-07' });
  });

  it('asks Supabase Auth to confirm a new address, and names an address in use', async () => {
    const { client, auth } = fakeClient(null);
    await expect(
      createSupabaseMyData(client).changeEmail(' nueva@ejemplo.cl ', 'https://sitio.cl/auth'),
    ).resolves.toEqual({});
    expect(auth.updateUser).toHaveBeenCalledExactlyOnceWith(
      { email: 'nueva@ejemplo.cl' },
      { emailRedirectTo: 'https://sitio.cl/auth' },
    );
    const taken = fakeClient(null, { code: 'email_exists', message: 'exists' }).client;
    await expect(
      createSupabaseMyData(taken).changeEmail('otra@ejemplo.cl', 'https://sitio.cl/auth'),
    ).rejects.toMatchObject({ code: 'correo_en_uso' });
  });
});
