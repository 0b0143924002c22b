import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';
import { company } from '@/content/company';
import { faqPageJsonLd } from '@/lib/seo/json-ld';
import { HELP_FAQS } from '../help-faqs';

const loadBody = () => import('../bodies/chat-help-body');

export default function ChatHelpPage() {
  return (
    <>
      <Seo
        title="Asistencia: WhatsApp, teléfono y preguntas frecuentes"
        description={`Habla con ${company.name} por WhatsApp, teléfono o correo, y encuentra cómo agendar, cuánto cuesta, cómo pagar y cómo cancelar una consulta legal.`}
        path="/asistencia/chat"
        breadcrumbs={[{ name: 'Asistencia', path: '/asistencia/chat' }]}
        jsonLd={[faqPageJsonLd(HELP_FAQS)]}
      />
      <PrerenderedIsland id="chat-help" load={loadBody} />
    </>
  );
}
