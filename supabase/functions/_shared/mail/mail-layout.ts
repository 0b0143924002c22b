/**
 * A message's content as a few kinds of block, rendered twice: as plain text and as simple
 * inline-styled HTML (mail clients ignore style sheets). Every value is escaped here, in one
 * place, so no template can forget it: a client's name such as '<script>' stays text.
 */
import type { CompanySettings } from '../notify/payloads.ts';

export interface MailLink {
  label: string;
  url: string;
}

export type MailBlock =
  | { kind: 'paragraph'; text: string }
  /** Label and value pairs: the booking's code, service, date... */
  | { kind: 'facts'; rows: readonly (readonly [string, string])[] }
  | { kind: 'links'; links: readonly MailLink[] };

export interface MailContent {
  subject: string;
  heading: string;
  blocks: readonly MailBlock[];
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for an HTML element or a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/** Only web links become links: anything else (javascript:, data:) is shown as text. */
const isWebUrl = (url: string): boolean => /^https?:\/\//i.test(url);

function footerLines(empresa: CompanySettings): string[] {
  return [empresa.nombre, `${empresa.telefono} · ${empresa.email}`, empresa.direccion];
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'facts':
      return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n');
    case 'links':
      return block.links.map((link) => `${link.label}: ${link.url}`).join('\n');
  }
}

export function renderText(content: MailContent, empresa: CompanySettings): string {
  const parts = [
    content.heading,
    ...content.blocks.map(blockText),
    footerLines(empresa).join('\n'),
  ];
  return `${parts.join('\n\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:16px;line-height:1.5;';
const TH = 'text-align:left;padding:4px 16px 4px 0;font-weight:bold;vertical-align:top;';
const TD = 'padding:4px 0;vertical-align:top;';
const LINK =
  'display:inline-block;margin:0 12px 12px 0;padding:10px 16px;border-radius:6px;' +
  'background:#1e3a8a;color:#ffffff;text-decoration:none;font-weight:bold;';

function blockHtml(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return `<p style="${P}">${escapeHtml(block.text)}</p>`;
    case 'facts': {
      const rows = block.rows.map(
        ([label, value]) =>
          `<tr><th scope="row" style="${TH}">${escapeHtml(label)}</th><td style="${TD}">${escapeHtml(value)}</td></tr>`,
      );
      return `<table role="presentation" style="margin:0 0 16px;font-size:16px;border-collapse:collapse;">${rows.join('')}</table>`;
    }
    case 'links': {
      const links = block.links.map((link) =>
        isWebUrl(link.url)
          ? `<a href="${escapeHtml(link.url)}" style="${LINK}">${escapeHtml(link.label)}</a>`
          : `${escapeHtml(link.label)}: ${escapeHtml(link.url)}`,
      );
      return `<p style="${P}">${links.join(' ')}</p>`;
    }
  }
}

export function renderHtml(content: MailContent, empresa: CompanySettings): string {
  const footer = footerLines(empresa).map(escapeHtml).join('<br>');
  return [
    '<!doctype html>',
    '<html lang="es-CL">',
    '<head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(content.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f5f4;color:#1c1917;font-family:Arial,Helvetica,sans-serif;">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px;">',
    `<h1 style="margin:0 0 16px;font-size:22px;">${escapeHtml(content.heading)}</h1>`,
    ...content.blocks.map(blockHtml),
    `<p style="margin:24px 0 0;font-size:13px;line-height:1.5;color:#57534e;">${footer}</p>`,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}

export function renderMail(content: MailContent, empresa: CompanySettings): RenderedMail {
  return {
    subject: content.subject,
    text: renderText(content, empresa),
    html: renderHtml(content, empresa),
  };
}
