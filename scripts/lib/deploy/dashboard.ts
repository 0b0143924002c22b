/**
 * What is left to do by hand after the deploy, in Spanish: the Auth settings that
 * supabase/config.toml sets for the CLI's local stack but that never reach a hosted project,
 * read from that file so the printed values and the local stack's cannot disagree; the first
 * admin; the e-mail sender's domain at Resend; the static site's build variables; and the check
 * to run next.
 */
import {
  isBoolean,
  isNumber,
  isString,
  isStringArray,
  tomlValue,
  type TomlTable,
} from '../config-toml';

const onOff = (on: boolean) => (on ? 'activado' : 'desactivado');

/** The local stack's redirect URLs, moved from its site_url to the live site. */
function redirectUrls(config: TomlTable, siteUrl: string): string[] {
  const localSite = tomlValue(config, 'auth.site_url', isString).replace(/\/+$/, '');
  return tomlValue(config, 'auth.additional_redirect_urls', isStringArray).map((url) =>
    url.startsWith(localSite) ? `${siteUrl}${url.slice(localSite.length)}` : url,
  );
}

/** The domain of a sender written `addr@domain` or `Name <addr@domain>`. */
const senderDomain = (sender: string): string =>
  (/<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender).split('@').pop() ?? sender;

export function dashboardSettings(
  config: TomlTable,
  projectRef: string,
  siteUrl: string,
  mailFrom: string,
): string {
  const confirm = tomlValue(config, 'auth.email.enable_confirmations', isBoolean);
  const secureChange = tomlValue(config, 'auth.email.double_confirm_changes', isBoolean);
  const otpExpiry = tomlValue(config, 'auth.email.otp_expiry', isNumber);
  const minPassword = tomlValue(config, 'auth.minimum_password_length', isNumber);
  const totp =
    tomlValue(config, 'auth.mfa.totp.enroll_enabled', isBoolean) &&
    tomlValue(config, 'auth.mfa.totp.verify_enabled', isBoolean);
  const manualLinking = tomlValue(config, 'auth.enable_manual_linking', isBoolean);
  const inactivity = tomlValue(config, 'auth.sessions.inactivity_timeout', isString);
  const jwtExpiry = tomlValue(config, 'auth.jwt_expiry', isNumber);
  const projectUrl = `https://${projectRef}.supabase.co`;
  const dashboard = `https://supabase.com/dashboard/project/${projectRef}`;

  return [
    `Falta hacer a mano (supabase/config.toml no llega a un proyecto alojado). En ${dashboard}:`,
    `  1. Authentication → Sign In / Providers → Email: 'Confirm email' ${onOff(confirm)} y 'Secure email change' ${onOff(secureChange)}.`,
    `  2. Authentication → Emails → SMTP Settings: un servidor SMTP propio. El remitente integrado de Supabase solo llega a las direcciones del equipo del proyecto, unas pocas por hora.`,
    `  3. Authentication → Sign In / Providers → Email: 'Email OTP Expiration' = ${String(otpExpiry)} segundos y 'Minimum password length' = ${String(minPassword)}.`,
    `  4. Authentication → URL Configuration: Site URL = ${siteUrl}; Redirect URLs: ${redirectUrls(config, siteUrl).join(' y ')}.`,
    `  5. Authentication → Multi-Factor: TOTP (App Authenticator) ${onOff(totp)}.`,
    `  6. Authentication → Sign In / Providers: 'Allow manual linking' ${onOff(manualLinking)} (vincular Google a una cuenta desde /mi-cuenta).`,
    `  7. Authentication → Sessions: 'Inactivity timeout' = ${inactivity} (plan Pro o superior); Project Settings → JWT Keys: 'Access token expiry' = ${String(jwtExpiry)} segundos.`,
    `  8. El primer administrador: regístrate en ${siteUrl}/auth?modo=registro, sigue el enlace del correo y luego, en el SQL Editor:`,
    `       update public.profiles set role = 'admin' where email = '<tu correo>';`,
    '',
    `En Resend (https://resend.com/domains): el dominio del remitente (${mailFrom}), ${senderDomain(mailFrom)}, verificado con sus registros DNS (SPF y DKIM). Resend rechaza los correos de un dominio sin verificar: los avisos por correo fallarían.`,
    '',
    'En el servidor que compila el sitio estático, las variables de compilación:',
    `  VITE_SITE_URL=${siteUrl}`,
    `  VITE_SUPABASE_URL=${projectUrl}`,
    '  VITE_SUPABASE_ANON_KEY=<clave publishable o anon: Project Settings → API Keys>',
    '  VITE_TURNSTILE_SITE_KEY=<clave de sitio de Turnstile, la pareja de TURNSTILE_SECRET_KEY>',
    '',
    'Después, para revisar el proyecto:',
    `  npm run doctor -- --url ${projectUrl} --key <clave service_role o secret: Project Settings → API Keys>`,
  ].join('\n');
}
