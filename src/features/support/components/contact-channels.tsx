import { Mail, MessageCircle, Phone } from 'lucide-react';
import { company, whatsappLink } from '@/content/company';

/** The message a WhatsApp chat starts with, so the firm knows where the visitor came from. */
export const HELP_WHATSAPP_MESSAGE = `Hola ${company.name}, vengo del sitio web y tengo una consulta.`;

/** WhatsApp, phone and e-mail, as three cards. */
export function ContactChannels() {
  const channels = [
    {
      icon: MessageCircle,
      title: 'WhatsApp',
      text: `Escríbenos y te respondemos en horario hábil (${company.hours.label.toLowerCase()}).`,
      href: whatsappLink(HELP_WHATSAPP_MESSAGE),
      action: 'Abrir WhatsApp',
    },
    {
      icon: Phone,
      title: 'Teléfono',
      text: `Llámanos al ${company.phone}.`,
      href: company.phoneHref,
      action: `Llamar al ${company.phone}`,
    },
    {
      icon: Mail,
      title: 'Correo',
      text: `Te respondemos dentro de ${company.contactWithinHours} horas hábiles.`,
      href: `mailto:${company.email}`,
      action: `Escribir a ${company.email}`,
    },
  ];
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {channels.map(({ icon: Icon, title, text, href, action }) => (
        <li key={title} className="rounded-2xl border border-line bg-surface p-5">
          <Icon aria-hidden="true" className="size-6 text-accent" />
          <h3 className="mt-3 font-semibold text-ink">{title}</h3>
          <p className="mt-1 text-sm text-ink-muted">{text}</p>
          <a href={href} className="mt-3 inline-block font-medium text-link underline">
            {action}
          </a>
        </li>
      ))}
    </ul>
  );
}
