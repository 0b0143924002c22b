import { PRIVACY_META } from '@/content/legal/legal-meta';
import { LegalPage } from '../components/legal-page';

const loadBody = () => import('../bodies/privacy-body');

export default function PrivacyPage() {
  return <LegalPage meta={PRIVACY_META} loadBody={loadBody} />;
}
