import { Alert } from '@chakra-ui/react';

/** A message about the whole form (server answer, success), announced when it appears. */
export function FormAlert({ status, children }: { status: 'error' | 'success' | 'info'; children: string }) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
