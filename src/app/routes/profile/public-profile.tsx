import { ComingSoonPage } from '../coming-soon-page';

// Serves /profile/:identifier, /profile/id/:userId and /profile/username/:username.
// Placeholder route module: the screen itself arrives with a later issue and replaces this body.
export function Component() {
  return <ComingSoonPage page="publicProfile" />;
}
