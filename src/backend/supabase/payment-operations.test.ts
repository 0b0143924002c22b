// @vitest-environment jsdom
import { createClient } from '@supabase/supabase-js';
import { PAYMENT_SERVICE_UNREACHABLE } from '../function-call';
import { PAYMENT_COLUMNS } from '../payment-rows';
import { BackendError } from '../port';
import { createSupabaseBackend } from './supabase-backend';

interface Recorded {
  method: string;
  path: string;
  /** A JSON body parsed, any other body (a Storage upload's FormData) as sent, else null. */
  body: unknown;
  headers: Headers;
}

interface Answer {
  status?: number;
  /** Answered as JSON. */
  body?: unknown;
  /** Answered as it is, with this content type (a downloaded file). */
  raw?: { content: string; type: string };
}

/** A fetch that records each request and answers from a table of canned responses. */
function recordingFetch(answers: Record<string, Answer>) {
  const requests: Recorded[] = [];
  const fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = decodeURIComponent(`${url.pathname}${url.search}`);
    const method = init?.method ?? 'GET';
    const sent = init?.body;
    requests.push({
      method,
      path,
      body:
        typeof sent === 'string' ? (sent ? (JSON.parse(sent) as unknown) : null) : (sent ?? null),
      headers: new Headers(init?.headers),
    });
    const answer = Object.entries(answers).find(([key]) =>
      `${method} ${path}`.startsWith(key),
    )?.[1] ?? { body: [] };
    const status = answer.status ?? 200;
    return Promise.resolve(
      status === 204
        ? new Response(null, { status })
        : answer.raw
          ? new Response(answer.raw.content, {
              status,
              headers: { 'content-type': answer.raw.type },
            })
          : new Response(JSON.stringify(answer.body ?? null), {
              status,
              headers: { 'content-type': 'application/json' },
            }),
    );
  };
  return { fetch, requests };
}

/** Each test's client keeps its session apart (and GoTrue does not warn of several clients). */
let clients = 0;
const storageKey = () => `sb-pagos-prueba-${String((clients += 1))}`;

function paymentsWith(answers: Record<string, Answer>) {
  const recorder = recordingFetch(answers);
  const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
    global: { fetch: recorder.fetch },
    auth: {
      storageKey: storageKey(),
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: false,
    },
  });
  return {
    pagos: createSupabaseBackend(client).pagos,
    requests: recorder.requests,
  };
}

/** Payments on a client whose every request fails before reaching the server. */
function offlinePayments() {
  const requests: string[] = [];
  const client = createClient('https://proyecto.supabase.co', 'clave-anon', {
    global: {
      fetch: (input: RequestInfo | URL) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    },
    auth: { storageKey: storageKey(), persistSession: false, autoRefreshToken: false },
  });
  return { pagos: createSupabaseBackend(client).pagos, requests };
}

const RESERVA_ID = '7d1f3c2a-0b4e-4f5a-9c6d-1e2f3a4b5c6d';
const PAGO_ID = '3a9e8f7d-6c5b-4a3e-8d2c-1b0a9f8e7d6c';

/** estado_pago_reserva's JSON for a booking with a transfer to verify. */
const STATE = {
  reserva_estado: 'pendiente',
  expira_en: '2026-11-26T15:00:00+00:00',
  precio: 35000,
  metodo_pago: 'transferencia',
  pago: {
    estado: 'por_verificar',
    metodo: 'transferencia',
    monto: 35000,
    motivo: null,
    orden_compra: null,
    numero_comprobante: 'OP-12345',
    tiene_archivo: true,
    codigo_autorizacion: null,
    ultimos_digitos: null,
    tipo_pago: null,
    cuotas: null,
    fecha: '2026-11-24T15:00:00+00:00',
    resuelto_en: null,
  },
};

const BOOKING_PAYMENT = {
  reservaEstado: 'pendiente',
  expiraEn: '2026-11-26T15:00:00+00:00',
  precio: 35000,
  metodoPago: 'transferencia',
  pago: {
    estado: 'por_verificar',
    metodo: 'transferencia',
    monto: 35000,
    motivo: null,
    ordenCompra: null,
    numeroComprobante: 'OP-12345',
    tieneArchivo: true,
    codigoAutorizacion: null,
    ultimosDigitos: null,
    tipoPago: null,
    cuotas: null,
    fecha: '2026-11-24T15:00:00+00:00',
  },
};

const route = (request: Recorded | undefined) =>
  request ? `${request.method} ${request.path}` : undefined;

describe('supabase adapter: payments', () => {
  describe('startCard', () => {
    it('asks webpay-create for the booking and answers where to post the token', async () => {
      const { pagos, requests } = paymentsWith({
        'POST /functions/v1/webpay-create': {
          body: {
            token: 'tok-1',
            url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction',
            ordenCompra: 'PL-ABC123-1',
          },
        },
      });
      await expect(pagos.startCard(RESERVA_ID)).resolves.toEqual({
        token: 'tok-1',
        url: 'https://webpay3gint.transbank.cl/webpayserver/initTransaction',
        ordenCompra: 'PL-ABC123-1',
      });
      expect(requests).toHaveLength(1);
      expect(requests[0]).toMatchObject({
        method: 'POST',
        path: '/functions/v1/webpay-create',
        body: { reservaId: RESERVA_ID },
      });
      expect(requests[0]?.headers.get('content-type')).toBe('application/json');
      expect(requests[0]?.headers.get('authorization')).toBe('Bearer clave-anon');
    });

    it('shows the function’s Spanish message when it refuses the booking', async () => {
      const { pagos } = paymentsWith({
        'POST /functions/v1/webpay-create': {
          status: 409,
          body: {
            codigo: 'reserva_vencida',
            error: 'El plazo para pagar esta reserva venció. Agenda una nueva hora.',
          },
        },
      });
      const error = await pagos.startCard(RESERVA_ID).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({
        message: 'El plazo para pagar esta reserva venció. Agenda una nueva hora.',
        code: 'reserva_vencida',
      });
    });

    it('keeps the code when Webpay itself could not be reached', async () => {
      const { pagos } = paymentsWith({
        'POST /functions/v1/webpay-create': {
          status: 502,
          body: {
            codigo: 'webpay_no_disponible',
            error: 'No pudimos conectar con Webpay. Inténtalo de nuevo en unos minutos.',
          },
        },
      });
      await expect(pagos.startCard(RESERVA_ID)).rejects.toMatchObject({
        name: 'BackendError',
        code: 'webpay_no_disponible',
        message: 'No pudimos conectar con Webpay. Inténtalo de nuevo en unos minutos.',
      });
    });

    it('answers a refusal without a readable body with the service’s Spanish message', async () => {
      const { pagos } = paymentsWith({
        'POST /functions/v1/webpay-create': {
          status: 500,
          raw: { content: '<html>Bad gateway</html>', type: 'text/html' },
        },
      });
      await expect(pagos.startCard(RESERVA_ID)).rejects.toMatchObject({
        message: PAYMENT_SERVICE_UNREACHABLE,
        code: 'desconocido',
      });
    });

    it('reports an unreachable function as sin_conexion', async () => {
      const { pagos, requests } = offlinePayments();
      await expect(pagos.startCard(RESERVA_ID)).rejects.toMatchObject({
        name: 'BackendError',
        code: 'sin_conexion',
        message: PAYMENT_SERVICE_UNREACHABLE,
      });
      expect(requests).toEqual(['https://proyecto.supabase.co/functions/v1/webpay-create']);
    });

    it('treats an answer without url and token as no answer', async () => {
      const { pagos } = paymentsWith({
        'POST /functions/v1/webpay-create': { body: { ordenCompra: 'PL-ABC123-1' } },
      });
      await expect(pagos.startCard(RESERVA_ID)).rejects.toMatchObject({
        code: 'sin_conexion',
        message: PAYMENT_SERVICE_UNREACHABLE,
      });
    });
  });

  it('settles a card payment without a request: the return function already recorded it', async () => {
    const { pagos, requests } = paymentsWith({});
    await expect(pagos.settleCard('PL-ABC123-1')).resolves.toBeUndefined();
    expect(requests).toEqual([]);
  });

  describe('declareTransfer', () => {
    it('declares the transfer by rpc and reads the booking’s payment state back', async () => {
      const { pagos, requests } = paymentsWith({
        'POST /rest/v1/rpc/declarar_transferencia': {
          body: { pago_id: PAGO_ID, reserva_id: RESERVA_ID, numero_comprobante: 'OP-12345' },
        },
        'POST /rest/v1/rpc/estado_pago_reserva': { body: STATE },
      });
      await expect(
        pagos.declareTransfer({ reservaId: RESERVA_ID, numero: 'op-12345' }),
      ).resolves.toEqual(BOOKING_PAYMENT);
      expect(requests.map(route)).toEqual([
        'POST /rest/v1/rpc/declarar_transferencia',
        'POST /rest/v1/rpc/estado_pago_reserva',
      ]);
      expect(requests[0]?.body).toEqual({
        p_reserva: RESERVA_ID,
        p_numero: 'op-12345',
        p_con_archivo: false,
      });
      expect(requests[1]?.body).toEqual({ p_reserva: RESERVA_ID });
    });

    it('uploads the receipt to Storage under the payment’s id and registers it', async () => {
      const { pagos, requests } = paymentsWith({
        'POST /rest/v1/rpc/declarar_transferencia': {
          body: { pago_id: PAGO_ID, reserva_id: RESERVA_ID, numero_comprobante: 'OP-12345' },
        },
        [`POST /storage/v1/object/comprobantes/${PAGO_ID}`]: {
          body: { Id: 'objeto-1', Key: `comprobantes/${PAGO_ID}` },
        },
        'POST /rest/v1/rpc/registrar_archivo_comprobante': { status: 204, body: null },
        'POST /rest/v1/rpc/estado_pago_reserva': { body: STATE },
      });
      const archivo = new File(['%PDF-1.4 comprobante'], 'comprobante.pdf', {
        type: 'application/pdf',
      });
      await expect(
        pagos.declareTransfer({ reservaId: RESERVA_ID, numero: 'OP-12345', archivo }),
      ).resolves.toEqual(BOOKING_PAYMENT);
      expect(requests.map(route)).toEqual([
        'POST /rest/v1/rpc/declarar_transferencia',
        `POST /storage/v1/object/comprobantes/${PAGO_ID}`,
        'POST /rest/v1/rpc/registrar_archivo_comprobante',
        'POST /rest/v1/rpc/estado_pago_reserva',
      ]);
      expect(requests[0]?.body).toEqual({
        p_reserva: RESERVA_ID,
        p_numero: 'OP-12345',
        p_con_archivo: true,
      });

      const upload = requests[1];
      expect(upload?.headers.get('x-upsert')).toBe('false');
      expect(upload?.body).toBeInstanceOf(FormData);
      const sentFile = (upload?.body as FormData).get('');
      expect(sentFile).toBeInstanceOf(Blob);
      expect((sentFile as Blob).type).toBe('application/pdf');
      expect((sentFile as Blob).size).toBe(archivo.size);

      expect(requests[2]?.body).toEqual({ p_pago: PAGO_ID });
    });

    it('says the transfer is recorded when only the receipt could not be attached', async () => {
      const { pagos } = paymentsWith({
        'POST /rest/v1/rpc/declarar_transferencia': {
          body: { pago_id: PAGO_ID, reserva_id: RESERVA_ID, numero_comprobante: 'OP-12345' },
        },
        [`POST /storage/v1/object/comprobantes/${PAGO_ID}`]: {
          status: 413,
          body: { statusCode: '413', error: 'Payload too large', message: 'too large' },
        },
      });
      const archivo = new File(['x'], 'comprobante.pdf', { type: 'application/pdf' });
      const error = await pagos
        .declareTransfer({ reservaId: RESERVA_ID, numero: 'OP-12345', archivo })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackendError);
      expect((error as BackendError).code).toBe('archivo_invalido');
      expect((error as BackendError).message).toMatch(
        /^Registramos tu transferencia, pero no pudimos adjuntar/,
      );
    });

    it('shows the database’s refusal of the receipt number with its rule’s code', async () => {
      const { pagos, requests } = paymentsWith({
        'POST /rest/v1/rpc/declarar_transferencia': {
          status: 400,
          body: {
            code: '22023',
            details: null,
            hint: 'comprobante_invalido',
            message: 'Ingresa el número de operación del comprobante (4 a 40 letras o números)',
          },
        },
      });
      const archivo = new File(['x'], 'comprobante.png', { type: 'image/png' });
      const error = await pagos
        .declareTransfer({ reservaId: RESERVA_ID, numero: '1', archivo })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BackendError);
      expect(error).toMatchObject({
        code: 'comprobante_invalido',
        sqlState: '22023',
        message: 'Ingresa el número de operación del comprobante (4 a 40 letras o números)',
      });
      // Nothing is uploaded for a transfer the database refused.
      expect(requests.map(route)).toEqual(['POST /rest/v1/rpc/declarar_transferencia']);
    });

    it('keeps the rule’s code when a card payment of the booking is being confirmed', async () => {
      const message =
        'Estamos confirmando un pago con tarjeta de esta reserva. Espera un minuto y revisa el estado del pago antes de declarar una transferencia.';
      const { pagos } = paymentsWith({
        'POST /rest/v1/rpc/declarar_transferencia': {
          status: 409,
          body: { code: 'PT409', details: null, hint: 'pago_en_curso', message },
        },
      });
      await expect(
        pagos.declareTransfer({ reservaId: RESERVA_ID, numero: 'OP-12345' }),
      ).rejects.toMatchObject({ code: 'pago_en_curso', message });
    });
  });

  it('reads a booking’s payment state by rpc, in the port’s shape', async () => {
    const { pagos, requests } = paymentsWith({
      'POST /rest/v1/rpc/estado_pago_reserva': {
        body: {
          reserva_estado: 'confirmada',
          expira_en: null,
          precio: '35000',
          metodo_pago: 'tarjeta',
          pago: {
            estado: 'aprobado',
            metodo: 'tarjeta',
            monto: 35000,
            motivo: null,
            orden_compra: 'PL-ABC123-1',
            numero_comprobante: null,
            codigo_autorizacion: '1213',
            ultimos_digitos: '6623',
            tipo_pago: 'VC',
            cuotas: 3,
            fecha: '2026-11-24T15:02:11+00:00',
            resuelto_en: '2026-11-24T15:02:11+00:00',
          },
        },
      },
    });
    await expect(pagos.ofBooking(RESERVA_ID)).resolves.toEqual({
      reservaEstado: 'confirmada',
      expiraEn: null,
      precio: 35000,
      metodoPago: 'tarjeta',
      pago: {
        estado: 'aprobado',
        metodo: 'tarjeta',
        monto: 35000,
        motivo: null,
        ordenCompra: 'PL-ABC123-1',
        numeroComprobante: null,
        tieneArchivo: false,
        codigoAutorizacion: '1213',
        ultimosDigitos: '6623',
        tipoPago: 'VC',
        cuotas: 3,
        fecha: '2026-11-24T15:02:11+00:00',
      },
    });
    expect(requests.map(route)).toEqual(['POST /rest/v1/rpc/estado_pago_reserva']);
    expect(requests[0]?.body).toEqual({ p_reserva: RESERVA_ID });
  });

  it('answers a booking without payments with pago null, and a hidden booking as refused', async () => {
    const { pagos } = paymentsWith({
      'POST /rest/v1/rpc/estado_pago_reserva': {
        body: {
          reserva_estado: 'pendiente',
          expira_en: '2026-11-24T15:30:00+00:00',
          precio: 35000,
          metodo_pago: null,
          pago: null,
        },
      },
    });
    await expect(pagos.ofBooking(RESERVA_ID)).resolves.toEqual({
      reservaEstado: 'pendiente',
      expiraEn: '2026-11-24T15:30:00+00:00',
      precio: 35000,
      metodoPago: null,
      pago: null,
    });

    const hidden = paymentsWith({
      'POST /rest/v1/rpc/estado_pago_reserva': {
        status: 404,
        body: { code: 'P0002', message: 'Reserva no encontrada', hint: 'reserva_no_encontrada' },
      },
    });
    await expect(hidden.pagos.ofBooking(RESERVA_ID)).rejects.toMatchObject({
      code: 'reserva_no_encontrada',
      message: 'Reserva no encontrada',
    });
  });

  it('lists payments newest first with their booking embedded, never the card token', async () => {
    const { pagos, requests } = paymentsWith({
      'GET /rest/v1/pagos': {
        body: [
          {
            id: PAGO_ID,
            reserva_id: RESERVA_ID,
            metodo: 'transferencia',
            estado: 'por_verificar',
            monto: 35000,
            motivo: null,
            numero_comprobante: 'OP-12345',
            archivo_comprobante: `comprobantes/${PAGO_ID}`,
            orden_compra: null,
            codigo_autorizacion: null,
            ultimos_digitos: null,
            tipo_pago: null,
            cuotas: null,
            codigo_respuesta: null,
            monto_reembolsado: null,
            created_at: '2026-11-24T15:00:00+00:00',
            resuelto_en: null,
            reservas: {
              nombre: 'Ana Pérez',
              email: 'ana@ejemplo.cl',
              fecha: '2026-11-26',
              hora: '10:00',
              servicio: 'Consulta laboral',
              estado: 'pendiente',
              expira_en: '2026-11-26T15:00:00+00:00',
            },
          },
          {
            id: 'pago-2',
            reserva_id: 'reserva-2',
            metodo: 'tarjeta',
            estado: 'reembolsado',
            monto: '50000',
            motivo: null,
            numero_comprobante: null,
            archivo_comprobante: null,
            orden_compra: 'PL-XYZ789-2',
            codigo_autorizacion: '1213',
            ultimos_digitos: '6623',
            tipo_pago: 'VD',
            cuotas: 0,
            codigo_respuesta: 0,
            monto_reembolsado: '50000',
            created_at: '2026-11-20T12:00:00+00:00',
            resuelto_en: '2026-11-21T09:00:00+00:00',
            reservas: {
              nombre: 'Luis Soto',
              email: 'luis@ejemplo.cl',
              fecha: '2026-11-22',
              hora: '09:00',
              servicio: 'Consulta civil',
              estado: 'cancelada',
              expira_en: null,
            },
          },
        ],
      },
    });
    const list = await pagos.list();

    expect(requests).toHaveLength(1);
    const request = requests[0];
    expect(request?.method).toBe('GET');
    const url = new URL(`https://proyecto.supabase.co${request?.path ?? ''}`);
    expect(url.pathname).toBe('/rest/v1/pagos');
    const select = url.searchParams.get('select') ?? '';
    expect(select).toBe(
      `${PAYMENT_COLUMNS.replace(/\s/g, '')},reservas(nombre,email,fecha,hora,servicio,estado,expira_en)`,
    );
    expect(select.split(',')).not.toContain('token');
    expect(select).not.toContain('*');
    expect(url.searchParams.get('order')).toBe('created_at.desc');
    expect(url.searchParams.get('limit')).toBe('200');

    expect(list).toEqual([
      {
        id: PAGO_ID,
        reservaId: RESERVA_ID,
        metodo: 'transferencia',
        estado: 'por_verificar',
        monto: 35000,
        motivo: null,
        numeroComprobante: 'OP-12345',
        tieneArchivo: true,
        ordenCompra: null,
        codigoAutorizacion: null,
        ultimosDigitos: null,
        tipoPago: null,
        cuotas: null,
        codigoRespuesta: null,
        montoReembolsado: null,
        createdAt: '2026-11-24T15:00:00+00:00',
        resueltoEn: null,
        reserva: {
          nombre: 'Ana Pérez',
          email: 'ana@ejemplo.cl',
          fecha: '2026-11-26',
          hora: '10:00',
          servicio: 'Consulta laboral',
          estado: 'pendiente',
          expiraEn: '2026-11-26T15:00:00+00:00',
        },
      },
      {
        id: 'pago-2',
        reservaId: 'reserva-2',
        metodo: 'tarjeta',
        estado: 'reembolsado',
        monto: 50000,
        motivo: null,
        numeroComprobante: null,
        tieneArchivo: false,
        ordenCompra: 'PL-XYZ789-2',
        codigoAutorizacion: '1213',
        ultimosDigitos: '6623',
        tipoPago: 'VD',
        cuotas: 0,
        codigoRespuesta: 0,
        montoReembolsado: 50000,
        createdAt: '2026-11-20T12:00:00+00:00',
        resueltoEn: '2026-11-21T09:00:00+00:00',
        reserva: {
          nombre: 'Luis Soto',
          email: 'luis@ejemplo.cl',
          fecha: '2026-11-22',
          hora: '09:00',
          servicio: 'Consulta civil',
          estado: 'cancelada',
          expiraEn: null,
        },
      },
    ]);
  });

  it('verifies and rejects transfers by rpc, and shows a refusal in Spanish', async () => {
    const { pagos, requests } = paymentsWith({
      'POST /rest/v1/rpc/verificar_transferencia': { body: { pago_id: PAGO_ID } },
      'POST /rest/v1/rpc/rechazar_transferencia': {
        status: 400,
        body: {
          code: '22023',
          message: 'Indica el motivo del rechazo',
          hint: 'motivo_invalido',
        },
      },
    });
    await expect(pagos.verify(PAGO_ID)).resolves.toBeUndefined();
    await expect(pagos.reject(PAGO_ID, 'No llegó')).rejects.toMatchObject({
      code: 'motivo_invalido',
      message: 'Indica el motivo del rechazo',
    });
    expect(requests.map(route)).toEqual([
      'POST /rest/v1/rpc/verificar_transferencia',
      'POST /rest/v1/rpc/rechazar_transferencia',
    ]);
    expect(requests[0]?.body).toEqual({ p_pago: PAGO_ID });
    expect(requests[1]?.body).toEqual({ p_pago: PAGO_ID, p_motivo: 'No llegó' });
  });

  it('downloads a receipt from the comprobantes bucket, and answers null when there is none', async () => {
    const { pagos, requests } = paymentsWith({
      [`GET /storage/v1/object/comprobantes/${PAGO_ID}`]: {
        raw: { content: '%PDF-1.4 comprobante', type: 'application/pdf' },
      },
      'GET /storage/v1/object/comprobantes/sin-archivo': {
        status: 404,
        body: { statusCode: '404', error: 'not_found', message: 'Object not found' },
      },
      'GET /storage/v1/object/comprobantes/caido': {
        status: 500,
        body: { statusCode: '500', error: 'internal', message: 'Internal error' },
      },
    });
    const file = await pagos.receipt(PAGO_ID);
    expect(file).not.toBeNull();
    expect(await file?.text()).toBe('%PDF-1.4 comprobante');
    expect(file?.type).toBe('application/pdf');
    await expect(pagos.receipt('sin-archivo')).resolves.toBeNull();
    // An outage is not "no file".
    await expect(pagos.receipt('caido')).rejects.toThrow('No se pudo descargar el comprobante');
    expect(requests.slice(0, 2).map(route)).toEqual([
      `GET /storage/v1/object/comprobantes/${PAGO_ID}`,
      'GET /storage/v1/object/comprobantes/sin-archivo',
    ]);
  });

  it('asks webpay-sweep to settle the card payments left open, and answers its summary', async () => {
    const summary = { revisados: 3, aprobados: 1, rechazados: 1, anulados: 0, en_curso: 1 };
    const { pagos, requests } = paymentsWith({
      'POST /functions/v1/webpay-sweep': { body: summary },
    });
    await expect(pagos.sweep()).resolves.toEqual(summary);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', path: '/functions/v1/webpay-sweep' });
  });

  it('asks webpay-refund to refund a payment, keeping Webpay’s outage code', async () => {
    const { pagos, requests } = paymentsWith({
      'POST /functions/v1/webpay-refund': { body: { respuesta: { type: 'REVERSED' } } },
    });
    await expect(pagos.refund(PAGO_ID)).resolves.toBeUndefined();
    expect(requests[0]).toMatchObject({
      method: 'POST',
      path: '/functions/v1/webpay-refund',
      body: { pagoId: PAGO_ID },
    });

    const outage = paymentsWith({
      'POST /functions/v1/webpay-refund': {
        status: 502,
        body: { codigo: 'webpay_no_disponible', error: 'Webpay no respondió' },
      },
    });
    await expect(outage.pagos.refund(PAGO_ID)).rejects.toMatchObject({
      code: 'webpay_no_disponible',
      message: 'Webpay no respondió',
    });
  });
});
