import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/templates-body');

export default function TemplatesPage() {
  return (
    <>
      <Seo
        title="Plantillas, generadores y calculadoras legales"
        description="Plantillas de contratos, generador de términos y condiciones, generador de contratos inmobiliarios y calculadoras de indemnización, sociedades, propiedades, cobranza e impuestos."
        path="/recursos/plantillas"
        breadcrumbs={[{ name: 'Plantillas y calculadoras', path: '/recursos/plantillas' }]}
      />
      <PrerenderedIsland id="templates" load={loadBody} />
    </>
  );
}
