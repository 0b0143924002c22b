/**
 * A text about a delivery (a network error, the webhook's answer) with the webhook's URL taken
 * out. The URL is the webhook's only key: whoever reads it can post to the firm's automation. A
 * failed fetch names it in its cause (Deno: 'error sending request for url (https://hook.…)'), and
 * an answer may quote it, so every such text is redacted before it is logged or stored.
 *
 * Each way the URL can be written is replaced by its masked form ('https://hook.make.com/…wxyz',
 * which the admin's panel shows too): whole, without its scheme, its path (and query) alone, a
 * long path segment alone (a hook's token), percent-encoded, in any letter case.
 */
import { maskWebhookUrl } from './mask-url.ts';

/** A path segment this long is taken to be a token worth redacting on its own. */
const TOKEN_LENGTH = 16;

function writtenForms(url: string): string[] {
  const forms = new Set<string>([url]);
  let parsed: URL | null = null;
  try {
    parsed = new URL(url);
  } catch {
    // Not a URL: only the text as configured can be recognised.
  }
  if (parsed) {
    const rest = `${parsed.pathname}${parsed.search}`;
    forms.add(parsed.href);
    forms.add(parsed.href.replace(/\/+$/, ''));
    forms.add(`${parsed.host}${rest}`);
    forms.add(`${parsed.hostname}${rest}`);
    if (rest.length > 1) {
      forms.add(rest);
      forms.add(rest.replace(/\/+$/, ''));
    }
    const parts = [
      ...parsed.pathname.split('/'),
      ...parsed.search.slice(1).split(/[&=]/),
      parsed.username,
      parsed.password,
    ];
    for (const part of parts) {
      if (part.length >= TOKEN_LENGTH) forms.add(part);
    }
  }
  const all = [...forms].filter((form) => form.length > 1);
  for (const form of all) {
    forms.add(encodeURIComponent(form));
    forms.add(encodeURI(form));
    try {
      forms.add(decodeURIComponent(form));
    } catch {
      // Not percent-encoded text.
    }
  }
  return [...forms].filter((form) => form.length > 1);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `text` with every written form of `url` replaced by the masked URL. */
export function redactWebhookUrl(text: string, url: string | undefined): string {
  const value = url?.trim() ?? '';
  if (value === '' || text === '') return text;
  const forms = writtenForms(value).sort((a, b) => b.length - a.length);
  const pattern = new RegExp(forms.map(escapeRegExp).join('|'), 'gi');
  const masked = maskWebhookUrl(value) ?? '…';
  return text.replace(pattern, masked);
}
