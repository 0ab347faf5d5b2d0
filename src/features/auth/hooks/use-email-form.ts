import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { forgotPasswordSchema } from '../utils/auth-schemas';

/** A one-field e-mail form (the reset link request, the address to verify), with the reset request's rule. */
export function useEmailForm() {
  return useForm({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
    shouldFocusError: true,
  });
}
