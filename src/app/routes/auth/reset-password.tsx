import { useSearchParams } from 'react-router-dom';
import { ResetPasswordScreen } from '@/features/auth/components/auth-screens';

export function Component() {
  const [params] = useSearchParams();
  return (
    <>
      {/* The address holds the reset token: never send it to another site as a Referer. */}
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordScreen token={params.get('token')} />
    </>
  );
}
