import { Alert } from '@chakra-ui/react';

interface SetupAlertProps {
  status: 'error' | 'success' | 'warning' | 'info';
  children: string;
  id?: string;
}

/** A message about the whole step: failures interrupt (alert), everything else is announced politely. */
export function SetupAlert({ status, children, id }: SetupAlertProps) {
  return (
    <Alert.Root id={id} status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}
