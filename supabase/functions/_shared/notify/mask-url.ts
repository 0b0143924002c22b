/**
 * The webhook URL as staff may see it: enough to recognise it, not enough to use it (the path of
 * a Make.com hook is its secret). 'https://hook.make.com/abc…wxyz' → 'https://hook.make.com/…wxyz'.
 */
export function maskWebhookUrl(url: string | undefined): string | null {
  const value = url?.trim() ?? '';
  if (value === '') return null;
  const tail = value.slice(-4);
  try {
    const { protocol, host } = new URL(value);
    return `${protocol}//${host}/…${tail}`;
  } catch {
    return `…${tail}`;
  }
}
