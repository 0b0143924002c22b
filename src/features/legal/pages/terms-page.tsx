import { TERMS_META } from '@/content/legal/legal-meta';
import { LegalPage } from '../components/legal-page';

const loadBody = () => import('../bodies/terms-body');

export default function TermsPage() {
  return <LegalPage meta={TERMS_META} loadBody={loadBody} />;
}
