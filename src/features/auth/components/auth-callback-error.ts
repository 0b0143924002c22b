/**
 * The error a hosted sign-in callback reports in the URL (query or fragment), with its
 * description when there is one, as GoTrue sends it.
 */
export function callbackError(search: string, hash: string): string | null {
  for (const source of [search, hash.replace(/^#/, '')]) {
    const params = new URLSearchParams(source);
    const description = params.get('error_description');
    if (description) return description.replace(/\+/g, ' ');
    if (params.get('error')) return 'No se pudo completar el inicio de sesión';
  }
  return null;
}
