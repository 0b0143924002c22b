import { company, whatsappLink } from '@/content/company';

/**
 * Whoever cannot or would rather not book online can still book: the firm's WhatsApp and phone.
 * `lead` opens the sentence ("¿Prefieres no esperar?").
 */
export function OtherWaysToBook({ lead = '¿Prefieres no esperar?' }: { lead?: string }) {
  return (
    <p className="text-sm text-ink">
      {lead} Agenda por{' '}
      <a
        href={whatsappLink('Hola, quiero agendar una consulta.')}
        target="_blank"
        rel="noopener noreferrer"
        className="text-link underline"
      >
        WhatsApp
      </a>{' '}
      o llámanos al{' '}
      <a href={company.phoneHref} className="text-link underline">
        {company.phone}
      </a>{' '}
      ({company.hours.label}).
    </p>
  );
}
