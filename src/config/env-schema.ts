import { z } from 'zod';

const optionalUrl = z.union([z.literal(''), z.url({ protocol: /^https?$/ })]).optional();

const schema = z.object({
  VITE_SITE_URL: optionalUrl,
  VITE_SUPABASE_URL: optionalUrl,
  VITE_SUPABASE_ANON_KEY: z.string().optional(),
  VITE_BENCH: z.enum(['', '1']).optional(),
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
  if (problems.length > 0) {
    throw new Error(
      `Configuración inválida (.env):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
  }
}
