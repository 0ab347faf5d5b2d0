import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One titled part of the student dashboard: an h2 that names its region. */
export function StudentDashboardSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" aria-labelledby={id} gap="3">
      <Heading as="h2" size="lg" id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
