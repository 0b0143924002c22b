import http from 'node:http';
import { listenOnLoopback, sendJson, settle } from './loopback-server.ts';

/**
 * A local stand-in for the CMF's API (api.cmfchile.cl), for the embedded mode (`npm run dev`,
 * `npm run preview`) and the tests. It answers today's UF and this month's UTM in the CMF's own
 * JSON shape, and can fail the ways the real one can. E2E_CMF_PORT moves it.
 *
 * - GET /api-sbifv3/recursos_api/uf?apikey=…&formato=json → `{"UFs":[{"Valor":"39.990,12","Fecha":today}]}`
 * - GET /api-sbifv3/recursos_api/utm?apikey=…&formato=json → `{"UTMs":[{"Valor":"69.751","Fecha":month's 1st}]}`
 *   (another key: 401 with the CMF's error JSON)
 * - POST /control `{ modo, uf?, utm?, fecha? }` (`fecha`: the day it answers for, today by default): 'normal'; 'caido' (the connection is dropped);
 *   'error' (HTTP 500); 'basura' (HTTP 200 with a page that is not JSON); 'absurdo' (a UF of 1).
 *   GET /control shows the mode and how many values were asked for.
 */
export const CMF_SIM_PORT = Number(process.env.E2E_CMF_PORT ?? 4596);
export const CMF_SIM_URL = `http://127.0.0.1:${String(CMF_SIM_PORT)}`;
/** The stand-in's API key: public, like Webpay's integration credentials. */
export const CMF_STAND_IN_KEY = 'clave-local-de-la-cmf';
/** The values it answers unless told others (late-2026 magnitudes, clearly the stand-in's). */
export const CMF_SIM_DEFAULTS = { uf: '39.990,12', utm: '69.751' };

export type CmfMode = 'normal' | 'caido' | 'error' | 'basura' | 'absurdo';
const MODES: readonly CmfMode[] = ['normal', 'caido', 'error', 'basura', 'absurdo'];

const chileToday = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago' }).format(new Date());

async function readBody(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request as AsyncIterable<Buffer>) chunks.push(chunk);
  try {
    const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

export function startCmfSimulator(port = CMF_SIM_PORT): Promise<http.Server> {
  let mode: CmfMode = 'normal';
  let values = { ...CMF_SIM_DEFAULTS };
  let day: string | null = null;
  let requests = 0;

  const server = http.createServer((request, response) => {
    const json = (status: number, body: unknown): void => sendJson(response, status, body);
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const handle = async (): Promise<void> => {
      if (url.pathname === '/control') {
        if (request.method === 'POST') {
          const body = await readBody(request);
          const wanted = body.modo as CmfMode;
          if (!MODES.includes(wanted)) return json(400, { error: `modo: ${MODES.join(', ')}` });
          mode = wanted;
          values = {
            uf: typeof body.uf === 'string' ? body.uf : values.uf,
            utm: typeof body.utm === 'string' ? body.utm : values.utm,
          };
          if (typeof body.fecha === 'string' || body.fecha === null) day = body.fecha;
          return json(200, { modo: mode, ...values });
        }
        return json(200, { modo: mode, consultas: requests, ...values });
      }
      const series = /^\/api-sbifv3\/recursos_api\/(uf|utm)$/.exec(url.pathname)?.[1];
      if (!series || request.method !== 'GET') return json(404, { Mensaje: 'Recurso no existe' });
      requests += 1;
      if (url.searchParams.get('apikey') !== CMF_STAND_IN_KEY)
        return json(401, { CodigoHTTP: 401, CodigoError: 89, Mensaje: 'API Key no válida' });
      if (mode === 'caido') {
        request.socket.destroy();
        return;
      }
      if (mode === 'error') return json(500, { CodigoHTTP: 500, Mensaje: 'Error interno' });
      if (mode === 'basura') {
        response.writeHead(200, { 'content-type': 'text/html' }).end('<html>Mantención</html>');
        return;
      }
      const today = day ?? chileToday();
      if (series === 'uf')
        return json(200, {
          UFs: [{ Valor: mode === 'absurdo' ? '1,00' : values.uf, Fecha: today }],
        });
      return json(200, { UTMs: [{ Valor: values.utm, Fecha: `${today.slice(0, 8)}01` }] });
    };
    settle(response, handle());
  });
  return listenOnLoopback(server, port);
}
