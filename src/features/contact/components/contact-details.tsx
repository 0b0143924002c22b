import { Clock, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { company, fullAddress, whatsappLink } from '@/content/company';

const WHATSAPP_MESSAGE = `Hola ${company.name}, quiero hacer una consulta legal.`;

/** The firm's ways to be reached, all from company.ts. */
export function ContactDetails() {
  const items = [
    {
      icon: Phone,
      label: 'Teléfono',
      content: (
        <a href={company.phoneHref} className="text-link">
          {company.phone}
        </a>
      ),
    },
    {
      icon: MessageCircle,
      label: 'WhatsApp',
      content: (
        <a href={whatsappLink(WHATSAPP_MESSAGE)} className="text-link" rel="noopener">
          Escríbenos por WhatsApp
        </a>
      ),
    },
    {
      icon: Mail,
      label: 'Correo',
      content: (
        <a href={`mailto:${company.email}`} className="text-link">
          {company.email}
        </a>
      ),
    },
    { icon: MapPin, label: 'Oficina', content: fullAddress() },
    { icon: Clock, label: 'Horario', content: company.hours.label },
  ];
  return (
    <ul className="space-y-4">
      {items.map(({ icon: Icon, label, content }) => (
        <li key={label} className="flex gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent" />
          <div>
            <span className="block text-sm font-medium text-ink-muted">{label}</span>
            <span className="block text-ink">{content}</span>
          </div>
        </li>
      ))}
    </ul>
  );
}
