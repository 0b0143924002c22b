import { privacyDocument } from '@/content/legal/privacy';
import { LegalBody } from '../components/legal-body';

export default function PrivacyBody() {
  return <LegalBody document={privacyDocument} />;
}
