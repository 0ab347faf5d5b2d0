import { RegisterScreen } from '@/features/auth/registration/components/register-screen';

export function Component() {
  return <RegisterScreen />;
}
