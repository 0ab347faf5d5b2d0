import { ComingSoonPage } from '../coming-soon-page';

// Placeholder route module until the screen is built: that screen replaces this body.
export function Component() {
  return <ComingSoonPage page="teacherDashboard" />;
}
