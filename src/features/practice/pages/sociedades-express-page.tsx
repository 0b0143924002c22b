import { sociedadesExpressMeta } from '@/content/practice/sociedades-express-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/sociedades-express').then((module) => module.sociedadesExpress),
);

export default function SociedadesExpressPage() {
  return <PracticePage meta={sociedadesExpressMeta} load={load} />;
}
