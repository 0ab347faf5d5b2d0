import { useSendEmailCode } from '@/generated/api/verification/verification';
import { RESEND_WAIT_SECONDS, useCountdown } from './use-countdown';

/**
 * After a resend the button waits 300 s; a failed resend says so and the wait is
 * lifted at once (the countdown resets), so the person can try again.
 */
export function useResendCode(email: string) {
  const countdown = useCountdown();
  const send = useSendEmailCode({
    mutation: {
      onSuccess: () => countdown.start(RESEND_WAIT_SECONDS),
      onError: () => countdown.reset(),
    },
  });
  return {
    resend: () => send.mutate({ params: { email } }),
    sending: send.isPending,
    sent: send.isSuccess,
    failed: send.isError,
    remaining: countdown.remaining,
    disabled: send.isPending || countdown.running,
  };
}
