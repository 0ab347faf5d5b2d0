import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ERROR_COLOUR } from '@/components/forms/form-field';

interface PageSectionProps {
  /** Also the anchor of the section (`/settings#password`). */
  id: string;
  title: string;
  description?: string;
  /** The danger zone gets a red frame, so an irreversible action never looks like the others. */
  tone?: 'danger';
  /** Buttons beside the heading (a section's main action, such as creating a new item). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One landmark per part of an own-account page (settings, dashboards), named by its h2. */
export function PageSection({ id, title, description, tone, actions, children }: PageSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Card.Root
      as="section"
      id={id}
      aria-labelledby={headingId}
      variant="outline"
      borderColor={tone === 'danger' ? 'border.error' : undefined}
    >
      <Card.Header
        p={{ base: '5', md: '6' }}
        pb="0"
        display="flex"
        flexDirection={{ base: 'column', sm: 'row' }}
        alignItems={{ base: 'stretch', sm: 'flex-start' }}
        justifyContent="space-between"
        gap="3"
      >
        <Stack gap="1">
          <Heading as="h2" size="lg" id={headingId} color={tone === 'danger' ? ERROR_COLOUR : undefined}>
            {title}
          </Heading>
          {description ? (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          ) : null}
        </Stack>
        {actions}
      </Card.Header>
      <Card.Body p={{ base: '5', md: '6' }}>{children}</Card.Body>
    </Card.Root>
  );
}
