import { BookingLink } from '@/booking/ui/booking-link';
import { buttonClass } from '@/components/ui/button-styles';
import { EMERGENCY_PLAN } from '@/content/catalogue/emergency-plan';
import { company } from '@/content/company';
import { ContactDetails } from './contact-details';
import ContactForm from './contact-form';
import type { CarriedProps } from '@/components/forms/form-island';

/** The contact page, once its form is in use (or without prerendered HTML). */
export default function ContactBody({ carried }: CarriedProps) {
  return (
    <div className="mx-auto max-w-6xl px-6 py-12">
      <h1 className="text-3xl font-semibold text-ink md:text-4xl">Contacto</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">
        Cuéntanos tu caso. Un abogado lo lee y te responde dentro de {company.contactWithinHours}{' '}
        horas hábiles, sin costo ni compromiso.
      </p>
      <div className="mt-10 grid gap-10 md:grid-cols-[3fr_2fr]">
        <section aria-labelledby="contacto-formulario">
          <h2 id="contacto-formulario" className="mb-4 text-xl font-semibold text-ink">
            Escríbenos
          </h2>
          <ContactForm carried={carried} />
        </section>
        <section aria-labelledby="contacto-datos" className="space-y-6">
          <h2 id="contacto-datos" className="text-xl font-semibold text-ink">
            Otras formas de contactarnos
          </h2>
          <ContactDetails />
          <div className="space-y-3 rounded-xl bg-urgent-soft p-4 text-sm text-ink">
            <p>
              ¿Una urgencia, como una detención o una audiencia inminente? No esperes la respuesta
              por correo: agenda una {EMERGENCY_PLAN.name.toLowerCase()} y un abogado te contacta en
              menos de {company.emergencyContactMinutes} minutos, a cualquier hora.
            </p>
            <BookingLink
              plan="emergencia"
              serviceTitle={EMERGENCY_PLAN.name}
              className={buttonClass('urgent')}
            >
              Agendar consulta de emergencia
            </BookingLink>
          </div>
        </section>
      </div>
    </div>
  );
}
