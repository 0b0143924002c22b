/**
 * The developer's mailbox (/dev/correos): what the site would have sent by e-mail from this
 * server, newest first. Each message's HTML is shown as the recipient would see it, inside an
 * iframe sandboxed without scripts or same-origin access (a message is untrusted HTML), whose
 * links open in the whole window, so a developer can follow a booking's link from its e-mail.
 */
import { escapeHtml } from '../../supabase/functions/_shared/mail/mail-layout.ts';
import type { StoredEmail } from './mail-stand-in.ts';

export const DEV_MAILBOX_PATH = '/dev/correos';

const received = new Intl.DateTimeFormat('es-CL', {
  timeZone: 'America/Santiago',
  dateStyle: 'long',
  timeStyle: 'medium',
});

/** Links in the message open the whole window, not the frame (where the site could not run). */
function framed(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`)
    : `${base}${html}`;
}

function attachmentsHtml(stored: StoredEmail): string {
  const attachments = stored.message.attachments ?? [];
  if (attachments.length === 0) return '';
  const items = attachments.map(
    (attachment, index) =>
      `<li><a href="${DEV_MAILBOX_PATH}/${encodeURIComponent(stored.id)}/${String(index)}" download="${escapeHtml(attachment.filename)}">${escapeHtml(attachment.filename)}</a> (${escapeHtml(attachment.contentType)})</li>`,
  );
  return `<h3>Adjuntos</h3><ul>${items.join('')}</ul>`;
}

function messageHtml(stored: StoredEmail): string {
  const { message } = stored;
  const headingId = `correo-${escapeHtml(stored.id)}`;
  const rows: [string, string][] = [
    ['Para', message.to.join(', ')],
    ...(message.cc ? ([['Copia', message.cc.join(', ')]] as [string, string][]) : []),
    ['De', message.from],
    ...(message.replyTo ? ([['Responder a', message.replyTo]] as [string, string][]) : []),
  ];
  const facts = rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`);
  const time = `<dt>Recibido</dt><dd><time datetime="${escapeHtml(stored.receivedAt)}">${escapeHtml(received.format(new Date(stored.receivedAt)))}</time></dd>`;
  return [
    `<li><article aria-labelledby="${headingId}">`,
    `<h2 id="${headingId}">${escapeHtml(message.subject)}</h2>`,
    `<dl>${facts.join('')}${time}</dl>`,
    `<iframe title="${escapeHtml(`Correo: ${message.subject}`)}" sandbox="allow-popups allow-top-navigation-by-user-activation" srcdoc="${escapeHtml(framed(message.html))}"></iframe>`,
    `<details><summary>Texto plano</summary><pre>${escapeHtml(message.text)}</pre></details>`,
    attachmentsHtml(stored),
    '</article></li>',
  ].join('\n');
}

const STYLE = `
body{margin:0;font-family:system-ui,sans-serif;color:#1c1917;background:#f5f5f4}
main{max-width:860px;margin:0 auto;padding:24px}
ol{list-style:none;padding:0}
article{background:#fff;border:1px solid #d6d3d1;border-radius:8px;padding:16px;margin:0 0 24px}
h2{font-size:1.2rem;margin:0 0 8px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px;margin:0 0 12px}
dt{font-weight:bold}dd{margin:0}
iframe{width:100%;height:480px;border:1px solid #d6d3d1;border-radius:4px;background:#fff}
pre{white-space:pre-wrap}
button{font:inherit;padding:8px 16px}
`;

export function devMailboxPage(messages: readonly StoredEmail[]): string {
  const count =
    messages.length === 0
      ? '<p>No hay correos todavía.</p>'
      : `<p>${String(messages.length)} ${messages.length === 1 ? 'correo' : 'correos'}, el más reciente primero.</p>`;
  return [
    '<!doctype html>',
    '<html lang="es-CL">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>Correos enviados (desarrollo)</title><style>${STYLE}</style></head>`,
    '<body><main>',
    '<h1>Correos enviados</h1>',
    '<p>Lo que el sitio habría enviado por correo desde este servidor (sustituto local de Resend). Esta página solo existe en los servidores locales.</p>',
    `<form method="post" action="${DEV_MAILBOX_PATH}/vaciar"><button type="submit">Vaciar</button></form>`,
    count,
    messages.length > 0 ? `<ol>${messages.map(messageHtml).join('\n')}</ol>` : '',
    '</main></body>',
    '</html>',
  ].join('\n');
}
