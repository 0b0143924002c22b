import { contratosExpressMeta } from '@/content/practice/contratos-express-meta';
import { PracticePage, practiceBodyLoader } from '../components/practice-page';

const load = practiceBodyLoader(() =>
  import('@/content/practice/contratos-express').then((module) => module.contratosExpress),
);

export default function ContratosExpressPage() {
  return <PracticePage meta={contratosExpressMeta} load={load} />;
}
