import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { BookConsultation } from '../components/book-consultation';
import { ContactChannels } from '../components/contact-channels';
import { FaqList } from '../components/faq-list';
import { HELP_FAQS } from '../help-faqs';

export default function ChatHelpBody() {
  return (
    <div className="mx-auto max-w-5xl space-y-12 px-6 py-12">
      <header>
        <h1 className="text-3xl font-semibold text-ink md:text-4xl">¿En qué te ayudamos?</h1>
        <p className="mt-3 max-w-2xl text-lg text-ink-muted">
          Escríbenos por WhatsApp, llámanos o revisa las respuestas a las preguntas más comunes
          sobre cómo agendar y pagar una consulta.
        </p>
      </header>
      <section aria-labelledby="canales" className="space-y-4">
        <h2 id="canales" className="text-2xl font-semibold text-ink">
          Habla con nosotros
        </h2>
        <ContactChannels />
        <p className="text-sm text-ink-muted">
          ¿Prefieres escribir con calma? Usa el{' '}
          <a href="/contacto" className="text-link underline">
            formulario de contacto
          </a>
          .
        </p>
      </section>
      <section aria-labelledby="preguntas" className="space-y-4">
        <h2 id="preguntas" className="text-2xl font-semibold text-ink">
          Preguntas frecuentes
        </h2>
        <FaqList faqs={HELP_FAQS} />
      </section>
      <section
        aria-labelledby="emergencia"
        className="space-y-3 rounded-2xl bg-urgent-soft p-6 text-ink"
      >
        <h2 id="emergencia" className="text-xl font-semibold">
          ¿Es una emergencia?
        </h2>
        <p>
          Una detención, una fiscalización en curso o una audiencia inminente no pueden esperar: un
          abogado te contacta en menos de {company.emergencyContactMinutes} minutos, a cualquier
          hora.
        </p>
        <BookingLink
          plan="emergencia"
          serviceTitle={EMERGENCY_PLAN.name}
          className={buttonClass('urgent')}
        >
          Agendar {EMERGENCY_PLAN.name.toLowerCase()}
        </BookingLink>
      </section>
      <section aria-labelledby="agendar" className="space-y-4">
        <h2 id="agendar" className="text-2xl font-semibold text-ink">
          Agenda una consulta
        </h2>
        <BookConsultation path="/asistencia/chat" />
        <p className="text-sm text-ink-muted">
          ¿Prefieres verte con el abogado?{' '}
          <a href="/asistencia/video" className="text-link underline">
            Así funcionan las consultas por videollamada
          </a>
          .
        </p>
      </section>
    </div>
  );
}
