import { serviciosLaboralMeta } from '@/content/practice/servicios-laboral-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/servicios-laboral').then((module) => module.serviciosLaboral),
);

export default function ServiciosLaboralPage() {
  return <PracticePage meta={serviciosLaboralMeta} load={load} />;
}
