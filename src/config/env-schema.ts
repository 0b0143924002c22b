import { z } from 'zod';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional();

const schema = z.object({
  VITE_SITE_URL: optionalUrl,
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: z.string().optional(),
  VITE_BENCH: z.enum(['', '1']).optional(),
  VITE_TURNSTILE_SITE_KEY: z
    .union([
      z.literal(''),
      z.string().regex(/^[\w-]{8,100}$/, 'no es una clave de sitio de Turnstile'),
    ])
    .optional(),
});

/**
 * Validates the environment once, when Vite starts or builds. Throws one message that lists every
 * bad variable, so a misconfigured deploy fails before it reaches a visitor.
 */
export function validateEnv(vars: Record<string, string | undefined>): void {
  const result = schema.safeParse(vars);
  const problems = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  if (Boolean(vars.VITE_SUPABASE_URL) !== Boolean(vars.VITE_SUPABASE_ANON_KEY)) {
    problems.push('VITE_SUPABASE_URL y VITE_SUPABASE_ANON_KEY van juntas: define ambas o ninguna');
  }
  // A hosted site's human check is Cloudflare's: the local stand-in answers only on the local servers.
  if (vars.VITE_SUPABASE_URL && !vars.VITE_TURNSTILE_SITE_KEY) {
    problems.push(
      'VITE_TURNSTILE_SITE_KEY: con Supabase alojado, la verificación humana necesita la clave de sitio de Cloudflare Turnstile (y TURNSTILE_SECRET_KEY como secreto de la función verificar-humano)',
    );
  }
  // The webhook's URL is its secret: a VITE_ variable would put it in every page's JavaScript.
  if (vars.VITE_MAKE_WEBHOOK_URL) {
    problems.push(
      'VITE_MAKE_WEBHOOK_URL: el webhook es secreto y no puede ir al navegador; usa MAKE_WEBHOOK_URL (variable del servidor)',
    );
  }
  // Webpay's credentials are the functions' secrets, never the browser's.
  for (const name of ['VITE_TBK_API_KEY_SECRET', 'VITE_TBK_COMMERCE_CODE']) {
    if (vars[name]) {
      problems.push(
        `${name}: las credenciales de Webpay son secretas y no pueden ir al navegador; usa ${name.slice(5)} (variable del servidor)`,
      );
    }
  }
  if (vars.VITE_TURNSTILE_SECRET_KEY) {
    problems.push(
      'VITE_TURNSTILE_SECRET_KEY: la clave secreta de Turnstile no puede ir al navegador; usa TURNSTILE_SECRET_KEY (secreto de la función verificar-humano)',
    );
  }
  if (problems.length > 0) {
    throw new Error(
      `Configuración inválida (.env):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
