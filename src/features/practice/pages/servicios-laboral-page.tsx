import { serviciosLaboral } from '@/content/practice/servicios-laboral';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(serviciosLaboral);

export default function ServiciosLaboralPage() {
  return <PracticePage content={serviciosLaboral} load={load} />;
}
