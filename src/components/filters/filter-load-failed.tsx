import { Button, Stack, Text } from '@chakra-ui/react';

interface FilterLoadFailedProps {
  /** 'Şehirler yüklenemedi.': what could not be loaded, so the choices beside it are missing. */
  message: string;
  retryLabel: string;
  /** Without it the message stands alone (the caller has no way to try again). */
  onRetry?: () => void;
}

/** A filter whose choices failed to load says so under it, with a small button to load them again. */
export function FilterLoadFailed({ message, retryLabel, onRetry }: FilterLoadFailedProps) {
  return (
    <Stack gap="2" align="flex-start" role="alert">
      <Text color="fg.error" textStyle="sm">
        {message}
      </Text>
      {onRetry ? (
        <Button size="xs" variant="outline" colorPalette="brand" onClick={onRetry}>
          {retryLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
