import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/civil-landing-body');

export default function CivilLandingPage() {
  return (
    <>
      <Seo
        title="Derecho civil: cobranza de deudas, juicios civiles e indemnizaciones"
        description="Abogados civiles en Santiago: cobranza judicial de pagarés, cheques y facturas, juicios por contratos y arriendos, e indemnización de perjuicios. Paquetes a precio fijo."
        path="/servicios/civil"
        breadcrumbs={[
          { name: 'Servicios', path: '/servicios' },
          { name: 'Derecho civil', path: '/servicios/civil' },
        ]}
      />
      <PrerenderedIsland id="servicio-civil" load={loadBody} />
    </>
  );
}
