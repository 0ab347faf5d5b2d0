import { PRIVACY_SECTIONS } from '../utils/legal-sections';
import { PolicyPage } from './policy-page';

export function PrivacyPage() {
  return <PolicyPage ns="static-privacy" sections={PRIVACY_SECTIONS} />;
}
