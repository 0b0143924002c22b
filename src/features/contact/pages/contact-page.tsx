import { Seo } from '@/components/seo/seo';
import { company } from '@/content/company';
import { FormIsland } from '@/components/forms/form-island';
import { CONTACT_FORM_ID, mayHaveDraft } from '@/components/forms/draft-key';

const loadBody = () => import('../components/contact-body');

/** A draft to restore or a service chosen by the link need the form's code at once. */
const eager = () =>
  mayHaveDraft(CONTACT_FORM_ID) || new URLSearchParams(window.location.search).has('servicio');

export default function ContactPage() {
  return (
    <>
      <Seo
        title="Contacto: escríbenos tu consulta legal"
        description={`Escribe tu consulta a ${company.name}: un abogado te responde dentro de ${company.contactWithinHours} horas hábiles. Teléfono, WhatsApp, correo y oficina en ${company.address.district}.`}
        path="/contacto"
        breadcrumbs={[{ name: 'Contacto', path: '/contacto' }]}
      />
      <FormIsland
        id="contacto"
        load={loadBody}
        props={{}}
        eager={eager}
        draftId={CONTACT_FORM_ID}
      />
    </>
  );
}
