import { company } from '@/content/company';
import type { EmailCode } from './use-email-code';

/** Where the code went and for how long it works; in embedded mode, the code itself. */
export function CodeSentNotice({ code }: { code: EmailCode }) {
  return (
    <>
      {code.sendError && (
        <p role="alert" className="text-sm text-urgent">
          {code.sendError}
        </p>
      )}
      {code.sentTo && (
        <p role="status" className="text-sm text-ink">
          Enviamos un código de 6 dígitos a {code.sentTo}. Vale por 15 minutos y una sola vez.
          {!code.demoCode &&
            ` Si no llega, revisa la carpeta de spam o escríbenos a ${company.email} desde ese correo.`}
        </p>
      )}
      {code.demoCode && (
        <p className="rounded-lg border border-line bg-surface-2 p-3 text-sm text-ink">
          Modo demostración: no se envían correos. En el sitio real el código llega a tu correo. Tu
          código es <strong className="font-mono">{code.demoCode}</strong>.
        </p>
      )}
    </>
  );
}
