/**
 * The staff screen the app is showing, sent with each database request as the `x-pantalla`
 * header, so the audit trail's change triggers can name where a change came from. A staff screen
 * sets it while it is shown (see RecordRead); null sends no header.
 */
let current: string | null = null;

export function setCurrentScreen(screen: string | null): void {
  current = screen ? screen.slice(0, 80) : null;
}

export function currentScreen(): string | null {
  return current;
}

/**
 * A fetch for supabase-js that adds the header to the REST API's requests only (the Edge
 * Functions answer a fixed list of allowed headers, and auth needs none).
 */
export function fetchWithScreen(base: typeof fetch): typeof fetch {
  return (input, init) => {
    const screen = current;
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!screen || !url.includes('/rest/v1/')) return base(input, init);
    const headers = new Headers(init?.headers);
    headers.set('x-pantalla', screen);
    return base(input, { ...init, headers });
  };
}
