/**
 * The e-mail with the 6-digit code that proves a person reads the address before a rights
 * request is recorded or its answer shown. Sent by `derechos-codigo` directly (the code is never
 * stored in clear, so it cannot wait in the notice log), to the address typed and nobody else.
 */
import type { CompanySettings } from '../notify/payloads.ts';
import type { MailContent } from './mail-layout.ts';

export function rightsCodeEmail(
  codigo: string,
  minutes: number,
  empresa: CompanySettings,
): MailContent {
  const page = `${empresa.sitioWeb.replace(/\/+$/, '')}/privacidad/solicitud`;
  return {
    subject: `Tu código para tu solicitud de datos personales – ${empresa.nombre}`,
    heading: 'Tu código de verificación',
    blocks: [
      { kind: 'paragraph', text: `Tu código es ${codigo}.` },
      {
        kind: 'paragraph',
        text: `Vence en ${String(minutes)} minutos y sirve una sola vez. Se pidió en ${page} para una solicitud sobre tus datos personales.`,
      },
      {
        kind: 'paragraph',
        text: 'Si no lo pediste, puedes ignorar este mensaje.',
      },
    ],
  };
}
