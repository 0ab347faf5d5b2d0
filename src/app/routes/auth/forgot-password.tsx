import { ForgotPasswordScreen } from '@/features/auth/components/auth-screens';

export function Component() {
  return <ForgotPasswordScreen />;
}
