import { herenciasMeta } from '@/content/practice/herencias-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/herencias').then((module) => module.herencias),
);

export default function HerenciasPage() {
  return <PracticePage meta={herenciasMeta} load={load} />;
}
