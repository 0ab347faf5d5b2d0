import { ProfileSetupScreen } from '@/features/profile-setup/components/profile-setup-screen';

export function Component() {
  return <ProfileSetupScreen />;
}
