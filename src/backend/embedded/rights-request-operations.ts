import { BackendError } from '../port';
import { fileParams, toPublicStatus, toReceipt, toRightsRequest } from '../rights-request-rows';
import type { RightsRequestsPort } from '../rights-requests-port';
import type { Json } from '../rows';
import type { Caller } from './caller';
import type { Transaction } from '@electric-sql/pglite';

/** The single jsonb a function returns, selected as `r`. */
async function one(tx: Transaction, sql: string, params: unknown[]): Promise<Json | null> {
  const { rows } = await tx.query<{ r: Json | null }>(sql, params);
  return rows[0]?.r ?? null;
}

/**
 * Rights requests on the embedded database, as the caller under RLS. The e-mailed code cannot
 * be e-mailed here: the backend plays the server function that asks the database for it (as the
 * service role, the only role it is made for) and the page shows it, as the embedded password
 * reset shows its link.
 */
export function createEmbeddedRightsRequests(caller: Caller): RightsRequestsPort {
  const { asCaller, asCallerStored, asServerStored } = caller;
  const change = (sql: string, params: unknown[]) =>
    asCallerStored(async (tx) => {
      const row = await one(tx, sql, params);
      if (!row) throw new BackendError('La solicitud no existe', 'solicitud_no_encontrada');
      return toRightsRequest(row);
    });

  return {
    requestCode: (email) =>
      asServerStored(async (tx) => {
        const row = await one(tx, 'select public.pedir_codigo_derechos($1) as r', [email]);
        return typeof row?.codigo === 'string' ? { demoCode: row.codigo } : {};
      }),
    file: async (request) => {
      const p = fileParams(request);
      // A refused proof comes back as data, so the attempt it recorded is committed first.
      const row = await asCallerStored((tx) =>
        one(tx, 'select public.registrar_solicitud_derechos($1, $2, $3, $4, $5) as r', [
          p.p_derecho,
          p.p_email,
          p.p_nombre,
          p.p_detalle,
          p.p_codigo,
        ]),
      );
      return toReceipt(row);
    },
    status: async (codigo, email, codigoEmail) =>
      // A refused code comes back as data, so the attempt it recorded is committed first.
      toPublicStatus(
        await asCallerStored((tx) =>
          one(tx, 'select public.estado_solicitud_derechos($1, $2, $3) as r', [
            codigo,
            email,
            codigoEmail ?? null,
          ]),
        ),
      ),
    admin: {
      list: (estado) =>
        asCaller(async (tx) => {
          const { rows } = await tx.query<{ r: Json }>(
            'select r from public.solicitudes_derechos_lista($1) r',
            [estado ?? null],
          );
          return rows.map((row) => toRightsRequest(row.r));
        }),
      get: (id) =>
        asCallerStored(async (tx) => {
          const row = await one(tx, 'select public.solicitud_derechos($1) as r', [id]);
          return row ? toRightsRequest(row) : null;
        }),
      start: (id) => change('select public.solicitud_iniciar($1) as r', [id]),
      extend: (id, dias, motivo) =>
        change('select public.solicitud_prorrogar($1, $2, $3) as r', [id, dias, motivo]),
      answer: (id, respuesta) =>
        change('select public.solicitud_responder($1, $2) as r', [id, respuesta]),
      reject: (id, motivo) => change('select public.solicitud_rechazar($1, $2) as r', [id, motivo]),
      exportFor: (id) =>
        asCallerStored(async (tx) => {
          const { rows } = await tx.query<{ r: unknown }>(
            'select public.solicitud_exportar($1) as r',
            [id],
          );
          return rows[0]?.r ?? null;
        }),
      eraseFor: (id) =>
        asCallerStored(
          async (tx) => (await one(tx, 'select public.solicitud_suprimir($1) as r', [id])) ?? {},
        ),
    },
  };
}
