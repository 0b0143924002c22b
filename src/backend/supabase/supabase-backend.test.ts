// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { createSupabaseBackend } from './supabase-backend';
import { STATEMENTS } from '@/test/booking-statements';

interface Recorded {
  method: string;
  path: string;
  body: unknown;
  headers: Headers;
}

/** A fetch that records each request and answers from a table of canned responses. */
function recordingFetch(answers: Record<string, { status?: number; body: unknown }>) {
  const requests: Recorded[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = decodeURIComponent(`${url.pathname}${url.search}`);
    const method = init?.method ?? 'GET';
    const text = typeof init?.body === 'string' ? init.body : '';
    requests.push({
      method,
      path,
      body: text ? (JSON.parse(text) as unknown) : null,
      headers: new Headers(init?.headers),
    });
    const answer = Object.entries(answers).find(([key]) =>
      `${method} ${path}`.startsWith(key),
    )?.[1] ?? { body: [] };
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
  return { fetch, requests };
}

const EMPRESA = {
  nombre: 'Punto Legal',
  email: 'contacto@puntolegal.cl',
  telefono: '+56 2 2938 4120',
  whatsapp: 'https://wa.me/56962321883',
  direccion: 'Av. El Golf 40, piso 12, Las Condes, Santiago',
  sitioWeb: 'https://puntolegal.cl',
};

const SESSION = {
  access_token: 'acceso',
  refresh_token: 'refresco',
  expires_in: 3600,
  expires_at: Math.floor(Date.now() / 1000) + 3600,
  token_type: 'bearer',
  user: {
    id: 'usuario-1',
    email: 'admin@ejemplo.cl',
    aud: 'authenticated',
    role: 'authenticated',
    app_metadata: {},
    user_metadata: {},
    created_at: '2026-01-01',
  },
};

function backendWith(answers: Parameters<typeof recordingFetch>[0]) {
  const recorder = recordingFetch(answers);
  const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
    global: { fetch: recorder.fetch },
    auth: {
      flowType: 'pkce',
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  return {
    backend: createSupabaseBackend(client),
    requests: recorder.requests,
  };
}

describe('supabase adapter: request shapes', () => {
  it('signs in with a password at GoTrue and answers in Spanish when refused', async () => {
    const ok = backendWith({ 'POST /auth/v1/token?grant_type=password': { body: SESSION } });
    const session = await ok.backend.auth.signIn('admin@ejemplo.cl', 'clave-segura');
    expect(session).toMatchObject({
      accessToken: 'acceso',
      user: { id: 'usuario-1', email: 'admin@ejemplo.cl' },
    });
    expect(ok.requests[0]).toMatchObject({
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      body: { email: 'admin@ejemplo.cl', password: 'clave-segura' },
    });

    const refused = backendWith({
      'POST /auth/v1/token': {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Invalid login credentials' },
      },
    });
    await expect(refused.backend.auth.signIn('admin@ejemplo.cl', 'mala')).rejects.toThrow(
      'Correo o contraseña incorrectos',
    );
  });

  it('signs up with the name in the metadata and the link back to the page given', async () => {
    const { backend, requests } = backendWith({ 'POST /auth/v1/signup': { body: SESSION } });
    const answer = await backend.auth.signUp(
      { email: 'rosa@ejemplo.cl', password: 'clave-segura', nombre: 'Rosa' },
      'https://puntolegal.cl/auth',
    );
    expect(answer.session?.accessToken).toBe('acceso');
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'rosa@ejemplo.cl', data: { nombre: 'Rosa', telefono: '' } },
    });
    expect(requests[0]?.path).toContain('redirect_to=https://puntolegal.cl/auth');

    const refused = backendWith({
      'POST /auth/v1/signup': {
        status: 400,
        body: {
          code: 'validation_failed',
          msg: 'Unable to validate email address: invalid format',
        },
      },
    });
    await expect(
      refused.backend.auth.signUp(
        { email: 'rosa@x', password: 'clave-segura', nombre: 'Rosa' },
        'https://puntolegal.cl/auth',
      ),
    ).rejects.toThrow('Correo electrónico inválido');
  });

  it('answers a sign-up that waits for its address with no session, and no link to show', async () => {
    // With 'Confirm email' on, GoTrue answers the user alone (the same for an address that has
    // an account already, whose answer is a made-up user).
    const { backend } = backendWith({
      'POST /auth/v1/signup': {
        body: { ...SESSION.user, email: 'rosa@ejemplo.cl', confirmation_sent_at: '2026-11-27' },
      },
    });
    await expect(
      backend.auth.signUp(
        { email: 'rosa@ejemplo.cl', password: 'clave-segura', nombre: 'Rosa' },
        'https://puntolegal.cl/auth',
      ),
    ).resolves.toEqual({ session: null });
    expect(await backend.auth.getSession()).toBeNull();
  });

  it('refuses the sign-in of an unconfirmed address with the same code as the embedded mode', async () => {
    const { backend } = backendWith({
      'POST /auth/v1/token?grant_type=password': {
        status: 400,
        body: { code: 400, error_code: 'email_not_confirmed', msg: 'Email not confirmed' },
      },
    });
    await expect(backend.auth.signIn('rosa@ejemplo.cl', 'clave-segura')).rejects.toMatchObject({
      code: 'correo_sin_confirmar',
      message:
        'Tu correo aún no está confirmado: abre el enlace de confirmación para iniciar sesión',
    });
  });

  it('sends the confirmation link again, back to the page given, and says when to wait', async () => {
    const { backend, requests } = backendWith({ 'POST /auth/v1/resend': { body: {} } });
    await expect(
      backend.auth.resendConfirmation('rosa@ejemplo.cl', 'https://puntolegal.cl/auth'),
    ).resolves.toEqual({});
    expect(requests[0]).toMatchObject({
      method: 'POST',
      body: { email: 'rosa@ejemplo.cl', type: 'signup' },
    });
    expect(requests[0]?.path).toContain('redirect_to=https://puntolegal.cl/auth');

    const soon = backendWith({
      'POST /auth/v1/resend': {
        status: 429,
        body: {
          code: 429,
          error_code: 'over_email_send_rate_limit',
          msg: 'For security purposes, you can only request this after 42 seconds.',
        },
      },
    });
    await expect(
      soon.backend.auth.resendConfirmation('rosa@ejemplo.cl', 'https://puntolegal.cl/auth'),
    ).rejects.toMatchObject({
      code: 'demasiados_intentos',
      message: 'Ya enviamos un enlace hace poco. Espera un minuto antes de pedir otro.',
    });
  });

  it('says a link opened in another browser confirmed the address, and how to go on', async () => {
    const { backend, requests } = backendWith({});
    await expect(backend.auth.exchangeCode('codigo-de-otro-navegador')).rejects.toMatchObject({
      code: 'enlace_invalido',
      message: expect.stringContaining('ya quedó confirmado: inicia sesión') as unknown,
    });
    expect(requests).toEqual([]);
  });

  it('sends password-reset links back to the page that completes them', async () => {
    const { backend, requests } = backendWith({ 'POST /auth/v1/recover': { body: {} } });
    await backend.auth.requestPasswordReset(
      'ana@ejemplo.cl',
      'https://puntolegal.cl/auth?modo=nueva-clave',
    );
    expect(requests[0]?.path).toMatch(
      /^\/auth\/v1\/recover\?redirect_to=https:\/\/puntolegal\.cl\/auth\?modo=nueva-clave/,
    );
    expect(requests[0]?.body).toMatchObject({
      email: 'ana@ejemplo.cl',
      code_challenge_method: 's256',
    });
  });

  it('lists profiles newest first and reservations by date descending', async () => {
    const { backend, requests } = backendWith({});
    await backend.profiles.list();
    await backend.reservas.list();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /rest/v1/profiles?select=*&order=created_at.desc',
      'GET /rest/v1/reservas?select=*&order=fecha.desc,hora.desc',
    ]);
  });

  it('books through rpc with the p_ arguments and one row back', async () => {
    const row = {
      id: 'r1',
      fecha: '2026-11-24',
      hora: '10:00',
      estado: 'pendiente',
      precio: 35000,
      plan: 'laboral',
    };
    const { backend, requests } = backendWith({ 'POST /rest/v1/rpc/crear_reserva': { body: row } });
    const reservation = await backend.reservas.create({
      ...STATEMENTS,
      nombre: 'Ana',
      rut: '12.345.678-5',
      email: 'ana@ejemplo.cl',
      telefono: '+56912345678',
      fecha: '2026-11-24',
      hora: '10:00',
      plan: 'laboral',
      tipoReunion: 'videollamada',
    });
    expect(reservation).toMatchObject({ id: 'r1', estado: 'pendiente', precio: 35000 });
    expect(requests[0]?.body).toEqual({
      p_nombre: 'Ana',
      p_rut: '12.345.678-5',
      p_email: 'ana@ejemplo.cl',
      p_telefono: '+56912345678',
      p_fecha: '2026-11-24',
      p_hora: '10:00',
      p_plan: 'laboral',
      p_tipo_reunion: 'videollamada',
      p_descripcion: null,
      p_empresa: null,
      p_reemplaza: null,
      p_tipo_documento: 'rut',
      p_declaracion_edad: 'mayor_de_edad',
      p_aviso_version: STATEMENTS.avisoVersion,
      p_terminos_version: STATEMENTS.terminosVersion,
      p_sensibles_version: STATEMENTS.sensiblesVersion,
    });
    expect(requests[0]?.headers.get('accept')).toBe('application/vnd.pgrst.object+json');
  });

  it('takes an emergency request through rpc, with no time, plan or price from the browser', async () => {
    const row = { id: 'u1', fecha: '2026-11-29', hora: '03:17', urgente: true, precio: 100000 };
    const { backend, requests } = backendWith({
      'POST /rest/v1/rpc/crear_solicitud_urgente': { body: row },
    });
    const request = await backend.reservas.requestUrgent({
      ...STATEMENTS,
      nombre: 'Ana',
      rut: '12.345.678-5',
      email: 'ana@ejemplo.cl',
      telefono: '+56912345678',
      descripcion: 'Me detuvieron a mi hijo anoche.',
    });
    expect(request).toMatchObject({ id: 'u1', hora: '03:17', urgente: true });
    expect(requests[0]?.body).toEqual({
      p_nombre: 'Ana',
      p_rut: '12.345.678-5',
      p_email: 'ana@ejemplo.cl',
      p_telefono: '+56912345678',
      p_descripcion: 'Me detuvieron a mi hijo anoche.',
      p_empresa: null,
      p_tipo_documento: 'rut',
      p_declaracion_edad: 'mayor_de_edad',
      p_aviso_version: STATEMENTS.avisoVersion,
      p_terminos_version: STATEMENTS.terminosVersion,
      p_sensibles_version: STATEMENTS.sensiblesVersion,
    });
  });

  it('shows the database’s own message when it refuses, with the rule’s code', async () => {
    const { backend } = backendWith({
      'POST /rest/v1/rpc/crear_reserva': {
        status: 409,
        body: { code: '23505', message: 'Horario ocupado', hint: 'horario_ocupado' },
      },
    });
    await expect(
      backend.reservas.create({
        ...STATEMENTS,
        nombre: 'Ana',
        rut: '12.345.678-5',
        email: 'ana@ejemplo.cl',
        telefono: '+56912345678',
        fecha: '2026-11-24',
        hora: '10:00',
        plan: 'laboral',
        tipoReunion: 'videollamada',
      }),
    ).rejects.toMatchObject({ message: 'Horario ocupado', code: 'horario_ocupado' });
  });

  it('asks the notificar function to send a notice, naming it only, and cancels through rpc', async () => {
    const { backend, requests } = backendWith({
      'POST /functions/v1/notificar': { body: { resultado: 'enviado', intentos: 1 } },
      'GET /functions/v1/notificar': {
        body: { configurado: true, destino: 'https://hook.make.com/…wxyz', empresa: EMPRESA },
      },
      'POST /rest/v1/rpc/cancelar_reserva': {
        status: 400,
        body: { code: '22023', message: 'Solo puedes cancelar hasta 4 horas antes de la consulta' },
      },
    });
    await expect(
      backend.notificaciones.notify({ tipo: 'nueva_reserva', reservaId: 'r1' }),
    ).resolves.toEqual({ kind: 'enviado', intentos: 1 });
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/functions/v1/notificar',
      body: { tipo: 'nueva_reserva', reservaId: 'r1' },
    });
    expect(requests[0]?.headers.get('authorization')).toBe('Bearer clave-anon');
    await expect(backend.notificaciones.webhookStatus()).resolves.toMatchObject({
      configurado: true,
      destino: 'https://hook.make.com/…wxyz',
    });
    await expect(backend.reservas.cancel('r1')).rejects.toThrow(
      'Solo puedes cancelar hasta 4 horas antes de la consulta',
    );
    expect(requests[2]).toMatchObject({ method: 'POST', body: { p_id: 'r1' } });
  });

  it('reports a refused notice by its code, and an unreachable function as retryable', async () => {
    const refused = backendWith({
      'POST /functions/v1/notificar': {
        status: 409,
        body: { codigo: 'aviso_enviado', error: 'Esta notificación ya fue enviada' },
      },
    });
    await expect(
      refused.backend.notificaciones.notify({ tipo: 'nueva_reserva', reservaId: 'r1' }),
    ).resolves.toEqual({
      kind: 'rechazado',
      code: 'aviso_enviado',
      error: 'Esta notificación ya fue enviada',
    });
    const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
      global: { fetch: () => Promise.reject(new TypeError('Failed to fetch')) },
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const offline = createSupabaseBackend(client);
    await expect(
      offline.notificaciones.notify({ tipo: 'nueva_reserva', reservaId: 'r1' }),
    ).resolves.toMatchObject({ kind: 'sin_respuesta' });
  });

  it('searches bookings with filters, an exact count and a page range', async () => {
    const { backend, requests } = backendWith({
      'GET /rest/v1/reservas': { body: [] },
    });
    await backend.reservas.search({
      texto: 'ana, (x)',
      estado: 'pendiente',
      desde: '2026-11-01',
      hasta: '2026-11-30',
      page: 2,
      pageSize: 25,
    });
    const request = requests[0];
    expect(request?.path).toContain(
      'or=(nombre.ilike.%ana+x%,email.ilike.%ana+x%,rut.ilike.%ana+x%,telefono.ilike.%ana+x%,servicio.ilike.%ana+x%)',
    );
    expect(request?.path).toContain('estado=eq.pendiente');
    expect(request?.path).toContain('fecha=gte.2026-11-01');
    expect(request?.path).toContain('fecha=lte.2026-11-30');
    expect(request?.path).toContain('order=fecha.desc,hora.desc,created_at.desc');
    expect(request?.path).toContain('offset=50&limit=25');
    expect(request?.headers.get('prefer')).toContain('count=exact');
  });

  it('lists reminders due and failed notifications, and cleans up the diagnostics', async () => {
    const { backend, requests } = backendWith({
      'GET /rest/v1/reservas': { body: [] },
      'GET /rest/v1/notificaciones': { body: [] },
      'DELETE /rest/v1/reservas': { body: [{ id: 'r1' }] },
      'DELETE /rest/v1/notificaciones': { body: [{ id: 'n1' }, { id: 'n2' }] },
    });
    await backend.reservas.dueReminders('2026-11-24');
    expect(requests[0]?.path).toBe(
      '/rest/v1/reservas?select=*&fecha=eq.2026-11-24&estado=in.(pendiente,confirmada)&recordatorio_enviado=eq.false&urgente=eq.false&order=hora.asc',
    );
    await backend.notificaciones.failed();
    expect(requests[1]?.path).toMatch(
      /^\/rest\/v1\/notificaciones\?select=\*&or=\(and\(estado\.eq\.fallido,intentos\.lt\.3\),and\(estado\.eq\.pendiente,created_at\.lt\.[^,]+,or\(enviando_hasta\.is\.null,enviando_hasta\.lt\.[^)]+\)\)\)&order=created_at\.desc$/,
    );
    expect(await backend.diagnostics.cleanUp()).toEqual({ reservas: 1, notificaciones: 2 });
    expect(requests[2]?.path).toBe(
      '/rest/v1/reservas?email=eq.diagnostico@prueba.puntolegal.cl&select=id',
    );
    expect(requests[3]?.path).toBe('/rest/v1/notificaciones?reserva_id=is.null&select=id');
  });

  it("reads one booking's notices, oldest first, with their channel and next attempt", async () => {
    const { backend, requests } = backendWith({
      'GET /rest/v1/notificaciones': {
        body: [
          {
            id: 'n1',
            reserva_id: 'r1',
            tipo: 'recordatorio_corto',
            canal: 'email',
            estado: 'fallido',
            intentos: 1,
            fecha_envio: null,
            proximo_intento: '2026-11-24T11:05:00+00:00',
            ultimo_error: 'HTTP 500',
            webhook_response: null,
            origen_id: null,
            created_at: '2026-11-24T11:00:00+00:00',
          },
        ],
      },
    });
    expect(await backend.notificaciones.ofReservation('r1')).toEqual([
      {
        id: 'n1',
        reservaId: 'r1',
        tipo: 'recordatorio_corto',
        canal: 'email',
        estado: 'fallido',
        intentos: 1,
        fechaEnvio: null,
        proximoIntento: '2026-11-24T11:05:00+00:00',
        ultimoError: 'HTTP 500',
        webhookResponse: null,
        origenId: null,
        createdAt: '2026-11-24T11:00:00+00:00',
      },
    ]);
    expect(requests[0]?.path).toBe(
      '/rest/v1/notificaciones?select=*&reserva_id=eq.r1&order=created_at.asc,id.asc',
    );
  });

  it('asks for the days without free consultations, and creates test bookings by rpc', async () => {
    const { backend, requests } = backendWith({
      'POST /rest/v1/rpc/dias_sin_cupo_gratuito': { body: [{ fecha: '2026-11-25' }] },
      'POST /rest/v1/rpc/crear_reserva_prueba': { body: 't1' },
    });
    expect(await backend.reservas.freeQuotaFull('2026-11-23', '2026-12-20')).toEqual([
      '2026-11-25',
    ]);
    expect(requests[0]?.body).toEqual({ desde: '2026-11-23', hasta: '2026-12-20' });
    expect(
      await backend.diagnostics.insertTestReservation({ fecha: '2026-11-26', hora: '09:00' }),
    ).toBe('t1');
    expect(requests[1]?.body).toEqual({ p_fecha: '2026-11-26', p_hora: '09:00' });
  });

  it('asks for occupied slots without personal data', async () => {
    const { backend, requests } = backendWith({
      'POST /rest/v1/rpc/horarios_ocupados': { body: [{ fecha: '2026-11-24', hora: '09:00' }] },
    });
    expect(await backend.reservas.occupied('2026-11-23', '2026-12-20')).toEqual([
      { fecha: '2026-11-24', hora: '09:00' },
    ]);
    expect(requests[0]?.body).toEqual({ desde: '2026-11-23', hasta: '2026-12-20', p_plan: null });
    await backend.reservas.occupied('2026-11-23', '2026-12-20', 'laboral');
    expect(requests[1]?.body).toMatchObject({ p_plan: 'laboral' });
  });

  it('reads the calendar by rpc: the times of each day, or why it is closed', async () => {
    const { backend, requests } = backendWith({
      'POST /rest/v1/rpc/calendario_reservas': {
        body: [
          { fecha: '2026-12-07', horarios: ['09:00', '09:30'], motivo: null, nombre: null },
          {
            fecha: '2026-12-08',
            horarios: [],
            motivo: 'feriado',
            nombre: 'Inmaculada Concepción',
          },
        ],
      },
    });
    expect(await backend.reservas.calendar('2026-12-07', '2026-12-08')).toEqual([
      { fecha: '2026-12-07', horarios: ['09:00', '09:30'], motivo: null, nombre: null },
      { fecha: '2026-12-08', horarios: [], motivo: 'feriado', nombre: 'Inmaculada Concepción' },
    ]);
    expect(requests[0]?.body).toEqual({
      p_desde: '2026-12-07',
      p_hasta: '2026-12-08',
      p_plan: null,
    });
  });

  it('updates roles and deletes by id, and reports a change RLS refused', async () => {
    const { backend, requests } = backendWith({
      'PATCH /rest/v1/profiles': { body: [{ id: 'p1' }] },
    });
    await backend.profiles.setRole('usuario-2', 'abogado');
    expect(requests[0]).toMatchObject({
      method: 'PATCH',
      path: '/rest/v1/profiles?user_id=eq.usuario-2&select=id',
      body: { role: 'abogado' },
    });
    await expect(backend.reservas.remove('r9')).rejects.toThrow('Error al eliminar la reserva');
    expect(requests[1]).toMatchObject({
      method: 'DELETE',
      path: '/rest/v1/reservas?id=eq.r9&select=id',
    });
  });

  it('reads the statistics and sends newsletter and contact calls through rpc', async () => {
    const { backend, requests } = backendWith({
      'POST /rest/v1/rpc/estadisticas': {
        body: {
          total_usuarios: 5,
          usuarios_activos: 4,
          total_reservas: 9,
          notificaciones: {
            total: 2,
            enviadas: 1,
            fallidas: 1,
            pendientes: 0,
            ultima_ejecucion: null,
            por_canal: {
              webhook: { enviadas: 1, pendientes: 0, fallidas: 0, descartadas: 0 },
              email: { enviadas: 0, pendientes: 0, fallidas: 1, descartadas: 0 },
            },
          },
        },
      },
      'POST /rest/v1/rpc/enviar_mensaje_contacto': { body: 'm1' },
    });
    expect(await backend.statistics()).toMatchObject({
      totalUsuarios: 5,
      usuariosActivos: 4,
      totalReservas: 9,
      notificaciones: {
        porCanal: {
          webhook: { enviadas: 1, pendientes: 0, fallidas: 0, descartadas: 0 },
          email: { enviadas: 0, pendientes: 0, fallidas: 1, descartadas: 0 },
        },
      },
    });
    await backend.newsletter.subscribe('lectora@ejemplo.cl', '2.0');
    expect(
      await backend.contact.send({
        nombre: 'Ana',
        email: 'ana@ejemplo.cl',
        mensaje: 'Necesito ayuda.',
        avisoVersion: '2.0',
      }),
    ).toBe('m1');
    expect(requests.map((r) => r.path)).toEqual([
      '/rest/v1/rpc/estadisticas',
      '/rest/v1/rpc/suscribir_newsletter',
      '/rest/v1/rpc/enviar_mensaje_contacto',
    ]);
    expect(requests[1]?.body).toEqual({ p_email: 'lectora@ejemplo.cl', p_aviso_version: '2.0' });
    expect(requests[2]?.body).toMatchObject({ p_aviso_version: '2.0' });
  });
});
