import { laboralMeta } from '@/content/practice/laboral-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/laboral').then((module) => module.laboral),
);

export default function LaboralPage() {
  return <PracticePage meta={laboralMeta} load={load} />;
}
