import { useSearchParams } from 'react-router-dom';
import { VerifyEmailScreen } from '@/features/auth/verification/components/verify-email-screen';

export function Component() {
  const [params] = useSearchParams();
  return (
    <VerifyEmailScreen email={params.get('email')} registration={params.get('registration') === 'true'} />
  );
}
