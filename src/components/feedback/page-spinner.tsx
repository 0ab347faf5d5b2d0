import { Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';

interface PageSpinnerProps {
  label: string;
  /**
   * Fill the whole viewport instead of half of it. The shell's first-load spinner does, so the footer stays
   * below the fold until the page is there: a footer that shows under a short spinner and is then pushed down
   * by the page is a layout shift of almost half the screen.
   */
  fillViewport?: boolean;
}

/** Shown while a page part (route chunk) loads. Named by `label` so tests and screen readers can find it. */
export function PageSpinner({ label, fillViewport = false }: PageSpinnerProps) {
  return (
    <Flex
      role="status"
      aria-label={label}
      justify="center"
      align={fillViewport ? 'start' : 'center'}
      minHeight={fillViewport ? '100dvh' : '50vh'}
      py="16"
    >
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
