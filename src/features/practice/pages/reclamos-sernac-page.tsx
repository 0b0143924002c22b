import { reclamosSernacMeta } from '@/content/practice/reclamos-sernac-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/reclamos-sernac').then((module) => module.reclamosSernac),
);

export default function ReclamosSernacPage() {
  return <PracticePage meta={reclamosSernacMeta} load={load} />;
}
