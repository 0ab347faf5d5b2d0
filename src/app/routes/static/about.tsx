import { ComingSoonPage } from '../coming-soon-page';

// Placeholder route module: the screen itself arrives with a later issue and replaces this body.
export function Component() {
  return <ComingSoonPage page="about" />;
}
