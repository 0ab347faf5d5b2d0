import { FaqPage } from '@/features/static-pages/components/faq-page';

export function Component() {
  return <FaqPage />;
}
