import { Seo } from '@/components/seo/seo';
import { PrerenderedIsland } from '@/components/static-content/prerendered-island';

const loadBody = () => import('../bodies/penal-landing-body');

export default function PenalLandingPage() {
  return (
    <>
      <Seo
        title="Abogado penalista en Santiago: defensa penal y urgencias 24/7"
        description="Defensa penal desde la detención hasta el juicio oral, con línea de urgencias las 24 horas. Paquetes de defensa a precio fijo y querellas para víctimas."
        path="/servicios/penal"
        breadcrumbs={[
          { name: 'Servicios', path: '/servicios' },
          { name: 'Derecho penal', path: '/servicios/penal' },
        ]}
      />
      <PrerenderedIsland id="servicio-penal" load={loadBody} />
    </>
  );
}
