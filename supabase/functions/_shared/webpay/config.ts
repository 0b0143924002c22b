/**
 * Where Webpay Plus is and with which credentials, from the server's environment (function
 * secrets on Supabase, the process environment under `npm run dev` / `npm run preview`). Without
 * any setting it is Transbank's integration environment with its public test commerce, so a fresh
 * checkout pays with Transbank's test cards. Production needs both secrets, or nothing is charged.
 */

export const INTEGRATION_HOST = 'https://webpay3gint.transbank.cl';
export const PRODUCTION_HOST = 'https://webpay3g.transbank.cl';
export const API_PATH = '/rswebpaytransaction/api/webpay/v1.2';

/** Transbank's published test commerce for Webpay Plus, and its key (not a secret). */
export const INTEGRATION_COMMERCE_CODE = '597055555532';
export const INTEGRATION_API_KEY =
  '579B532A7440BB0C9079DED94D31EA1615BACEB56610332264630D42D0A36B1C';

export interface WebpayConfig {
  environment: 'integracion' | 'produccion';
  /** Host and API path, e.g. https://webpay3gint.transbank.cl/rswebpaytransaction/api/webpay/v1.2 */
  apiUrl: string;
  commerceCode: string;
  apiKeySecret: string;
}

export const MISSING_CREDENTIALS =
  'Faltan las credenciales de Webpay: define TBK_COMMERCE_CODE y TBK_API_KEY_SECRET en los secretos del servidor.';

/**
 * The configuration, or the reason there is none. TBK_ENVIRONMENT=produccion selects the
 * production host; TBK_API_URL replaces the host (a local simulator in tests).
 */
export function readWebpayConfig(
  env: Record<string, string | undefined>,
): WebpayConfig | { error: string } {
  const production = (env.TBK_ENVIRONMENT ?? '').trim().toLowerCase() === 'produccion';
  const code = env.TBK_COMMERCE_CODE?.trim() ?? '';
  const secret = env.TBK_API_KEY_SECRET?.trim() ?? '';
  if (production && (code === '' || secret === '')) return { error: MISSING_CREDENTIALS };
  if (!production && (code === '') !== (secret === '')) return { error: MISSING_CREDENTIALS };
  const host = (
    env.TBK_API_URL?.trim() || (production ? PRODUCTION_HOST : INTEGRATION_HOST)
  ).replace(/\/+$/, '');
  return {
    environment: production ? 'produccion' : 'integracion',
    apiUrl: `${host}${API_PATH}`,
    commerceCode: code || INTEGRATION_COMMERCE_CODE,
    apiKeySecret: secret || INTEGRATION_API_KEY,
  };
}
