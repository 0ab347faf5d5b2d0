import { ResetPasswordScreen } from '@/features/auth/components/auth-screens';
import { useTokenFromAddress } from '@/features/auth/hooks/use-token-from-address';

export function Component() {
  const token = useTokenFromAddress();
  return (
    <>
      {/* The address held the reset token: never send it to another site as a Referer. nginx sends the same
          policy as a header, which also covers the files loaded before this element exists. */}
      <meta name="referrer" content="no-referrer" />
      <ResetPasswordScreen token={token} />
    </>
  );
}
