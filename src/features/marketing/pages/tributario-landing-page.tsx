import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/tributario-landing-body');

export default function TributarioLandingPage() {
  return (
    <>
      <Seo
        title="Derecho tributario: planificación y defensa ante el SII"
        description="Planificación tributaria legal, defensa en fiscalizaciones y liquidaciones del SII, y asesoría tributaria para empresas, con precios fijos publicados."
        path="/servicios/tributario"
        breadcrumbs={[
          { name: 'Servicios', path: '/servicios' },
          { name: 'Derecho tributario', path: '/servicios/tributario' },
        ]}
      />
      <PrerenderedIsland id="servicio-tributario" load={loadBody} />
    </>
  );
}
