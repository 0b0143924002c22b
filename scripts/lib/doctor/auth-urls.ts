/**
 * Where Auth's e-mails send people back: the site's address (`site_url`) and the redirect
 * allow-list (`uri_allow_list`, comma-separated), which must admit `<site>/auth`, where the
 * confirmation, password-reset and address-change links return. Auth admits a redirect on the
 * site_url's own host, or one an allow-list entry matches as a glob with '.' and '/' as separators
 * (supabase/auth, IsRedirectURLValid in internal/utilities/request.go).
 */
import type { AuthConfig } from './auth-config.ts';
import { fail, pass, unknown, type CheckLine } from './report.ts';

export const AUTH_URL_LABELS = ['URL del sitio', 'URL de regreso'] as const;
const URLS = 'Authentication → URL Configuration';

/** Whether an allow-list entry admits `url`: `*` stays within a part, `**` crosses them. */
export function allowListAdmits(entry: string, url: string): boolean {
  const escape = (text: string): string => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const pattern = entry
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^./]*'))
    .join('.*');
  return new RegExp(`^${pattern}$`).test(url);
}

const hostOf = (url: string): string | null => {
  try {
    return new URL(url).hostname;
  } catch {
    return null;
  }
};

export function checkAuthUrls(config: AuthConfig, site: string | null): CheckLine[] {
  const [siteLabel, backLabel] = AUTH_URL_LABELS;
  if (site === null) {
    const remedy = 'pasa --site https://<tu-sitio> para revisarla';
    return [
      unknown(siteLabel, 'sin --site no se revisa', remedy),
      unknown(backLabel, 'sin --site no se revisa', remedy),
    ];
  }
  const siteUrl = (config.site_url ?? '').replace(/\/+$/, '');
  const back = `${site}/auth`;
  const listed = (config.uri_allow_list ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => allowListAdmits(entry, back));
  const sameHost = hostOf(siteUrl) !== null && hostOf(siteUrl) === hostOf(site);
  return [
    siteUrl === site
      ? pass(siteLabel, `site_url = ${site}`)
      : fail(
          siteLabel,
          `site_url = ${siteUrl || 'sin valor'}, no ${site}: los enlaces de los correos llevan a otra parte`,
          `${URLS} → Site URL: ${site}`,
        ),
    listed
      ? pass(backLabel, `uri_allow_list admite ${back}`)
      : sameHost
        ? pass(backLabel, `${back} se admite por estar en el dominio de site_url`)
        : fail(
            backLabel,
            `Auth no admite volver a ${back}: los enlaces de confirmación, de nueva contraseña y de cambio de correo no vuelven al sitio`,
            `${URLS} → Redirect URLs: agrega ${back}`,
          ),
  ];
}
