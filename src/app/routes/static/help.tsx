import { HelpPage } from '@/features/static-pages/components/help-page';

export function Component() {
  return <HelpPage />;
}
