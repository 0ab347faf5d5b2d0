import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface HomeSectionProps {
  id: string;
  title: string;
  lead?: string;
  children: ReactNode;
  subtle?: boolean;
}

/**
 * A home section with its h2. The heading takes focus after an in-page link (tabIndex -1), and the scroll
 * margin keeps it clear of the fixed header.
 */
export function HomeSection({ id, title, lead, children, subtle = false }: HomeSectionProps) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      scrollMarginTop="20"
      bg={subtle ? 'bg.subtle' : undefined}
      py={{ base: '10', md: '16' }}
    >
      <Container maxW="6xl" px={{ base: '4', md: '8' }}>
        <Stack gap="2" mb={{ base: '5', md: '8' }}>
          <Heading as="h2" id={`${id}-title`} size={{ base: 'xl', md: '3xl' }} tabIndex={-1} outline="none">
            {title}
          </Heading>
          {lead ? (
            <Text color="fg.muted" maxW="3xl">
              {lead}
            </Text>
          ) : null}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** The empty state of a home list, also shown when its load failed. */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <Box borderWidth="1px" borderStyle="dashed" rounded="lg" p="8" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}
