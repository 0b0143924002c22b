import { corporativoMeta } from '@/content/practice/corporativo-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/corporativo').then((module) => module.corporativo),
);

export default function CorporativoPage() {
  return <PracticePage meta={corporativoMeta} load={load} />;
}
