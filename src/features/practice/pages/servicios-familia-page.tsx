import { serviciosFamiliaMeta } from '@/content/practice/servicios-familia-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/servicios-familia').then((module) => module.serviciosFamilia),
);

export default function ServiciosFamiliaPage() {
  return <PracticePage meta={serviciosFamiliaMeta} load={load} />;
}
