import { serviciosFamilia } from '@/content/practice/servicios-familia';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(serviciosFamilia);

export default function ServiciosFamiliaPage() {
  return <PracticePage content={serviciosFamilia} load={load} />;
}
