import { familiaMeta } from '@/content/practice/familia-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/familia').then((module) => module.familia),
);

export default function FamiliaPage() {
  return <PracticePage meta={familiaMeta} load={load} />;
}
