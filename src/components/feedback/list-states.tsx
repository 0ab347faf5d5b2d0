import { Box, Button, EmptyState, Skeleton, Stack } from '@chakra-ui/react';

/** Two skeleton rows while a list loads; one status with a name for screen readers instead of the shapes. */
export function ListLoading({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Stack gap="2" aria-hidden="true">
        <Skeleton height="16" rounded="l2" />
        <Skeleton height="16" rounded="l2" />
      </Stack>
    </Box>
  );
}

interface ListLoadFailedProps {
  title: string;
  /** Why, in words a person understands (see useLoadFailureText). */
  reason: string;
  retryLabel: string;
  onRetry: () => void;
}

/** A list did not load: an alert saying so and why, and a button to try again. */
export function ListLoadFailed({ title, reason, retryLabel, onRetry }: ListLoadFailedProps) {
  return (
    <EmptyState.Root role="alert" borderWidth="1px" borderRadius="l3" size="sm">
      <EmptyState.Content>
        <EmptyState.Title as="h3">{title}</EmptyState.Title>
        <EmptyState.Description>{reason}</EmptyState.Description>
        <Button colorPalette="brand" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
