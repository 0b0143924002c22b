/**
 * `webpay-sweep`: settles card payments left without a return (the client closed the tab on
 * Webpay's form, or the return failed): each is committed if Webpay still allows it, else its
 * status (answered for 7 days) says whether it was paid. Run by an admin (at aal2) from the Pagos
 * view, and on a schedule on a hosted project (with the WEBPAY_SWEEP_SECRET header).
 *
 * Embedded (no store): the browser's database lists its own open attempts and sends their tokens;
 * the answer carries what Webpay said, for that database to record under its SQL rules.
 */
import { invalidTokenAnswer, InvalidToken } from '../_shared/auth/verify-caller.ts';
import { json, preflight, readJsonBody } from '../_shared/http.ts';
import { createWebpayClient, isWebpayToken, type WebpayClient } from '../_shared/webpay/client.ts';
import type { WebpayConfig } from '../_shared/webpay/config.ts';
import { settleToken, type PaymentLedger, type SettleOutcome } from '../_shared/webpay/ledger.ts';
import type { MemoryLedger } from '../_shared/webpay/memory-ledger.ts';
import type { PaymentStore } from '../_shared/webpay/payment-store.ts';

export interface SweepHandlerDeps {
  config: WebpayConfig | { error: string };
  fetch: typeof fetch;
  ledger: PaymentLedger;
  store?: PaymentStore;
  /** The embedded relay's ledger (then there is no store). */
  memory?: MemoryLedger;
  /** A scheduler's shared secret (x-webpay-sweep-secret), besides an admin's token. */
  sweepSecret?: string | undefined;
}

export interface SweepSummary {
  revisados: number;
  aprobados: number;
  rechazados: number;
  anulados: number;
  en_curso: number;
}

export function summarize(outcomes: SettleOutcome[]): SweepSummary {
  const count = (estado: string) => outcomes.filter((outcome) => outcome.estado === estado).length;
  return {
    revisados: outcomes.length,
    aprobados: count('aprobado'),
    rechazados: count('rechazado'),
    anulados: count('anulado'),
    en_curso: outcomes.length - count('aprobado') - count('rechazado') - count('anulado'),
  };
}

const MAX_TOKENS = 50;

/** The tokens the browser's database asks about (each `{ token }`, at most 50). */
function parseRelayed(body: unknown): string[] | null {
  const pagos = (body as { pagos?: unknown } | undefined)?.pagos;
  if (!Array.isArray(pagos) || pagos.length === 0 || pagos.length > MAX_TOKENS) return null;
  const tokens = pagos.map((item: unknown) => {
    const token = (typeof item === 'object' && item !== null ? item : {}) as { token?: unknown };
    return isWebpayToken(token.token) ? token.token : '';
  });
  return tokens.every((token) => token !== '') ? tokens : null;
}

async function relay(
  memory: MemoryLedger,
  client: WebpayClient,
  tokens: string[],
): Promise<Response> {
  const resultados = [];
  for (const token of tokens) {
    const outcome = memory.lookup(token)?.result ?? (await settleToken(token, memory, client));
    resultados.push({
      token,
      estado: outcome.estado,
      motivo: 'motivo' in outcome ? outcome.motivo : null,
      respuesta: memory.lookup(token)?.transaction ?? null,
    });
  }
  return json(200, { resultados });
}

export function createWebpaySweepHandler(
  deps: SweepHandlerDeps,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method === 'OPTIONS') return preflight();
    if (request.method !== 'POST')
      return json(405, { codigo: 'metodo', error: 'Método no permitido' });
    if ('error' in deps.config) {
      return json(503, { codigo: 'sin_configuracion', error: deps.config.error });
    }
    const client = createWebpayClient(deps.config, deps.fetch);
    try {
      if (!deps.store) {
        const tokens = parseRelayed(await readJsonBody(request));
        if (!tokens || !deps.memory) {
          return json(400, { codigo: 'solicitud_invalida', error: 'Solicitud inválida' });
        }
        return await relay(deps.memory, client, tokens);
      }
      const secret = deps.sweepSecret?.trim() ?? '';
      const bySchedule = secret !== '' && request.headers.get('x-webpay-sweep-secret') === secret;
      if (!bySchedule && !(await deps.store.isAdmin(await deps.store.identify(request)))) {
        return json(403, { codigo: 'acceso_denegado', error: 'Solo administradores' });
      }
      const outcomes: SettleOutcome[] = [];
      for (const { token } of await deps.store.unsettled()) {
        outcomes.push(await settleToken(token, deps.ledger, client));
      }
      return json(200, summarize(outcomes));
    } catch (error) {
      if (error instanceof InvalidToken) return invalidTokenAnswer(error);
      console.error('webpay-sweep', error);
      return json(500, { codigo: 'error_interno', error: 'No se pudo revisar los pagos' });
    }
  };
}
