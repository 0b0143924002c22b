/**
 * A local stand-in for a hosted Supabase project and the Management API, for the doctor's tests:
 * it answers the requests the doctor makes, the way the real services answer them, from a
 * description of the project (project-profiles.ts has a good one and a misconfigured one).
 *
 * - POST /rest/v1/rpc/diagnostico_instalacion → the diagnosis, or PostgREST's 404 PGRST202
 * - OPTIONS /functions/v1/<name> → 204 with CORS, the gateway's 404 or 401, or the function's 405
 * - GET /auth/v1/.well-known/jwks.json and /auth/v1/settings
 * - GET /v1/projects/<ref>/config/auth and /v1/projects/<ref>/functions (bearer token)
 *
 * Like the real gateway it refuses a wrong key (401), and it refuses a non-JWT key sent as a
 * bearer token, as the Data API does.
 */
import http from 'node:http';
import { listenOnLoopback, sendJson, settle } from '../../../e2e/loopback-server.ts';
import type { Diagnosis } from './diagnosis.ts';
import { isJwt } from './options.ts';

/** How a function answers a preflight: its own 204, not deployed, the gateway's JWT check, or its own 405. */
export type FunctionState = 'desplegada' | 'ausente' | 'con-jwt' | 'sin-preflight';

export interface StandInProject {
  ref: string;
  key: string;
  token: string;
  /** null: the migration that adds diagnostico_instalacion is not applied. */
  diagnosis: Diagnosis | null;
  functions: Record<string, FunctionState>;
  jwks: { keys: Record<string, unknown>[] };
  settings: Record<string, unknown>;
  authConfig: Record<string, unknown>;
  deployedFunctions: { slug: string; verify_jwt: boolean }[];
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
};

/** Whether the key travels as the real gateway takes it: `apikey`, and a bearer only if a JWT. */
function keyAccepted(request: http.IncomingMessage, key: string): boolean {
  const bearer = request.headers.authorization;
  if (request.headers.apikey !== key) return false;
  return isJwt(key) ? bearer === undefined || bearer === `Bearer ${key}` : bearer === undefined;
}

function answerFunction(response: http.ServerResponse, state: FunctionState | undefined): void {
  if (state === 'desplegada') response.writeHead(204, CORS).end();
  else if (state === 'sin-preflight') response.writeHead(405).end('Método no permitido');
  else if (state === 'con-jwt')
    sendJson(response, 401, { code: 401, message: 'Missing authorization header' });
  else sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
}

export function startProjectStandIn(project: StandInProject): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const json = (status: number, body: unknown): void => sendJson(response, status, body);
    const { pathname } = new URL(request.url ?? '/', 'http://127.0.0.1');
    const method = request.method ?? 'GET';
    const handle = (): void => {
      const fn = /^\/functions\/v1\/([\w-]+)$/.exec(pathname)?.[1];
      if (fn && method === 'OPTIONS') return answerFunction(response, project.functions[fn]);
      const management = /^\/v1\/projects\/([a-z0-9]+)\/(config\/auth|functions)$/.exec(pathname);
      if (management) {
        if (request.headers.authorization !== `Bearer ${project.token}`)
          return json(401, { message: 'Unauthorized' });
        if (management[1] !== project.ref) return json(404, { message: 'Project not found' });
        return json(
          200,
          management[2] === 'functions' ? project.deployedFunctions : project.authConfig,
        );
      }
      if (!keyAccepted(request, project.key)) return json(401, { message: 'Invalid API key' });
      if (pathname === '/rest/v1/rpc/diagnostico_instalacion' && method === 'POST') {
        return project.diagnosis
          ? json(200, project.diagnosis)
          : json(404, {
              code: 'PGRST202',
              details:
                'Searched for the function public.diagnostico_instalacion without parameters',
              hint: null,
              message:
                'Could not find the function public.diagnostico_instalacion without parameters in the schema cache',
            });
      }
      if (pathname === '/auth/v1/.well-known/jwks.json' && method === 'GET')
        return json(200, project.jwks);
      if (pathname === '/auth/v1/settings' && method === 'GET') return json(200, project.settings);
      return json(404, { message: 'no route matched' });
    };
    settle(
      response,
      new Promise<void>((resolve) => {
        handle();
        resolve();
      }),
    );
  });
  return listenOnLoopback(server, 0);
}
