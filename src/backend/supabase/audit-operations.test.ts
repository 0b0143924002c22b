// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { fetchWithScreen, setCurrentScreen } from '../screen';
import { createSupabaseAuditOperations } from './audit-operations';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

function recordingFetch(body: unknown, extraHeaders: Record<string, string> = {}) {
  const requests: Recorded[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const text = typeof init?.body === 'string' ? init.body : '';
    requests.push({
      method: init?.method ?? 'GET',
      path: decodeURIComponent(`${url.pathname}${url.search}`),
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: new Headers(init?.headers),
    });
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json', ...extraHeaders },
      }),
    );
  };
  return { fetch, requests };
}

const client = (fetch: typeof globalThis.fetch) =>
  createClient('https://proyecto.supabase.co', 'anon', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch: fetchWithScreen(fetch) },
  });

afterEach(() => {
  setCurrentScreen(null);
});

describe('hosted audit operations', () => {
  it('lists the trail filtered, newest first, one page at a time, Chilean days as instants', async () => {
    const { fetch, requests } = recordingFetch([], { 'content-range': '0-0/0' });
    const { auditoria } = createSupabaseAuditOperations(client(fetch));
    await auditoria.list({
      actorEmail: 'ana',
      accion: 'leer',
      tabla: 'reservas',
      registro: 'r-1',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      page: 2,
      pageSize: 25,
    });
    const path = requests[0]?.path ?? '';
    expect(path).toContain('/rest/v1/auditoria?select=*');
    expect(path).toContain('actor_email=ilike.%ana%');
    expect(path).toContain('accion=eq.leer');
    expect(path).toContain('tabla=eq.reservas');
    expect(path).toContain('registro=eq.r-1');
    // Chile is at UTC-3 in November (summer time).
    expect(path).toContain('creado_en=gte.2026-11-01T03:00:00.000Z');
    expect(path).toContain('creado_en=lt.2026-12-01T03:00:00.000Z');
    expect(path).toContain('order=creado_en.desc,id.desc');
    expect(path).toContain('offset=50');
    expect(path).toContain('limit=25');
  });

  it('logs a read with the screen as argument and header, and never an empty one', async () => {
    const { fetch, requests } = recordingFetch(1);
    const { auditoria } = createSupabaseAuditOperations(client(fetch));
    await auditoria.logRead('reservas', [], 'admin/reservas');
    expect(requests).toHaveLength(0);
    await auditoria.logRead('reservas', ['a', 'b'], 'admin/reservas');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/rest/v1/rpc/registrar_lectura',
      body: { p_tabla: 'reservas', p_registros: ['a', 'b'], p_pantalla: 'admin/reservas' },
    });
    expect(requests[0]?.headers.get('x-pantalla')).toBe('admin/reservas');
  });

  it('names the screen shown on every REST request, and not on the functions', async () => {
    const { fetch, requests } = recordingFetch({});
    const supabase = client(fetch);
    const { auditoria } = createSupabaseAuditOperations(supabase);
    auditoria.setScreen('admin/usuarios');
    await supabase.from('profiles').update({ is_active: false }).eq('user_id', 'u');
    await supabase.functions.invoke('notificar', { body: {} });
    auditoria.setScreen(null);
    await supabase.from('profiles').select('*');
    expect(requests.map((r) => r.headers.get('x-pantalla'))).toEqual([
      'admin/usuarios',
      null,
      null,
    ]);
  });
});
