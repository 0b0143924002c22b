import { tributarioMeta } from '@/content/practice/tributario-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/tributario').then((module) => module.tributario),
);

export default function TributarioPage() {
  return <PracticePage meta={tributarioMeta} load={load} />;
}
