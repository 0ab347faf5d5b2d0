import { Heading, type HeadingProps, Stack, Text } from '@chakra-ui/react';

interface ResultsHeadingProps {
  /** '16 İlan Bulundu': announced when it changes, so a screen reader hears what a filter did. */
  count: string;
  /** The line about the search term ('"matematik" için 16 ilan bulundu'), when there is one. */
  forTerm?: string | null;
  size?: HeadingProps['size'];
}

/** How many results a search found, above the results. */
export function ResultsHeading({ count, forTerm, size = 'lg' }: ResultsHeadingProps) {
  return (
    <Stack gap="1">
      <Heading as="h2" size={size} aria-live="polite">
        {count}
      </Heading>
      {forTerm ? <Text color="fg.muted">{forTerm}</Text> : null}
    </Stack>
  );
}
