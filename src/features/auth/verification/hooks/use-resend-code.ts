import { useSendEmailCode } from '@/generated/api/verification/verification';
import { useActionLock } from '@/hooks/use-action-lock';
import { RESEND_WAIT_SECONDS, useCountdown } from './use-countdown';

/**
 * After a resend the button waits 300 s; a failed resend says so and the wait is
 * lifted at once (the countdown resets), so the person can try again. A press while one is on its way sends
 * nothing (the action lock), so a double click cannot send two codes.
 */
export function useResendCode(email: string) {
  const countdown = useCountdown();
  const lock = useActionLock();
  const send = useSendEmailCode({
    mutation: {
      onSuccess: () => countdown.start(RESEND_WAIT_SECONDS),
      onError: () => countdown.reset(),
    },
  });
  return {
    resend: () => void lock.run(() => send.mutateAsync({ params: { email } }).catch(() => undefined)),
    sending: send.isPending || lock.isLocked(),
    sent: send.isSuccess,
    failed: send.isError,
    remaining: countdown.remaining,
    disabled: send.isPending || lock.isLocked() || countdown.running,
  };
}
