/**
 * Whether each Edge Function is deployed and answers, told from a browser's CORS preflight
 * (OPTIONS), which runs none of the function's work. A preflight carries no key, as a browser's
 * does not.
 */
import { describeStatus, type HttpAnswer } from './http-answer.ts';
import { fail, pass, type CheckLine } from './report.ts';

/** The origin the preflight names when the site's address is not given. */
export const DEFAULT_ORIGIN = 'https://example.cl';

export function preflightInit(origin: string): RequestInit {
  return {
    method: 'OPTIONS',
    headers: {
      origin,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, apikey, content-type',
    },
  };
}

const deployRemedy = (name: string): string =>
  `\`npx supabase functions deploy ${name}\` (o \`npm run deploy\`)`;

/**
 * `expectsJwt` is what supabase/config.toml says of the function: every function here checks its
 * caller itself, so the gateway must let calls in (verify_jwt = false) and a 401 from it means the
 * function was deployed with the check on.
 */
export function checkFunction(name: string, answer: HttpAnswer, expectsJwt = false): CheckLine {
  const label = `Función ${name}`;
  if (answer.kind === 'error') {
    return fail(label, `no respondió (${answer.message})`, 'revisa la URL del proyecto y la red');
  }
  const { status, headers, body } = answer;
  if (status === 404) return fail(label, 'no está desplegada (HTTP 404)', deployRemedy(name));
  if (status === 401 && !expectsJwt) {
    return fail(
      label,
      'el gateway pide un JWT (HTTP 401): se desplegó con verify_jwt activado y supabase/config.toml lo apaga',
      `\`npx supabase functions deploy ${name} --no-verify-jwt\` (o \`npm run deploy\`)`,
    );
  }
  if (status === 401) return pass(label, 'desplegada, con verificación JWT como dice config.toml');
  if (status >= 200 && status < 300) {
    return headers.get('access-control-allow-origin')
      ? pass(label, 'desplegada y responde')
      : fail(
          label,
          `responde (HTTP ${String(status)}) sin access-control-allow-origin: el navegador no podrá llamarla`,
          `vuelve a desplegarla: ${deployRemedy(name)}`,
        );
  }
  // The gateway answers no 405: the function's own code refused the method, so it is deployed.
  if (status === 405) {
    return pass(
      label,
      'desplegada; no atiende OPTIONS (HTTP 405), el navegador no la llama con fetch',
    );
  }
  return fail(
    label,
    `respondió ${describeStatus(status, body)}`,
    `revisa sus registros (Dashboard → Edge Functions → ${name} → Logs)`,
  );
}
