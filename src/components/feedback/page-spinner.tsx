import { Flex, Spinner, VisuallyHidden } from '@chakra-ui/react';

/** Shown while a page part (route chunk) loads. Named by `label` so tests and screen readers can find it. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <Flex role="status" aria-label={label} justify="center" align="center" minHeight="50vh" py="16">
      <Spinner size="xl" color="brand.solid" borderWidth="3px" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Flex>
  );
}
