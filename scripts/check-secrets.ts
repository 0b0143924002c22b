/**
 * Fails when the built site (dist/) contains a server secret: the notification webhook's URL
 * (MAKE_WEBHOOK_URL; `npm run build:e2e` builds with one set, to prove it stays out), Webpay's
 * API key (the integration key the functions default to, and TBK_API_KEY_SECRET when set: the
 * browser never talks to Webpay's API) or the service-role key; and anything shaped like a server
 * key (a Supabase secret key, a service_role JWT), whatever its value. Part of `npm test`.
 */
import path from 'node:path';
import { WEBHOOK_URL } from '../e2e/webhook-receiver';
import { INTEGRATION_API_KEY } from '../supabase/functions/_shared/webpay/config';
import { findSecrets, findSecretShapes } from './lib/find-secrets';

const secrets = [
  WEBHOOK_URL,
  process.env.MAKE_WEBHOOK_URL ?? '',
  INTEGRATION_API_KEY,
  process.env.TBK_API_KEY_SECRET ?? '',
  process.env.SUPABASE_SERVICE_ROLE_KEY ?? '',
  process.env.SUPABASE_TEST_SERVICE_ROLE_KEY ?? '',
];
/** The build to check: dist/, or another (DIST_DIR=dist-hosted for the hosted build). */
const dist = path.resolve(process.env.DIST_DIR || 'dist');
const shown = path.relative(process.cwd(), dist);
const findings = [...findSecrets(dist, secrets), ...findSecretShapes(dist)];
if (findings.length > 0) {
  for (const { file, secret } of findings) {
    console.error(`${shown}/${file} contiene un secreto del servidor (${secret.slice(0, 24)}…)`);
  }
  process.exit(1);
}
console.log(`${shown}/ no contiene la URL del webhook, la clave de Webpay ni claves del servidor.`);
