import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/display/page-meta';

interface AccountPageProps {
  /** The document title, already translated (`… · Özel Ders`). */
  documentTitle: string;
  title: string;
  lead: string;
  /** Space between the heading block and the sections. */
  gap?: string;
  /** A dashboard's figures and lists get a wider column than a form page. */
  wide?: boolean;
  children: ReactNode;
}

/**
 * The frame of a signed-in person's own pages (settings, notifications, dashboards): one narrow column, the h1 the router
 * focuses after navigation, and a muted lead line under it.
 */
export function AccountPage({ documentTitle, title, lead, gap = '6', wide, children }: AccountPageProps) {
  return (
    <Container maxW={wide ? '6xl' : '3xl'} py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <PageMeta title={documentTitle} noIndex />
      <Stack gap={gap}>
        <Stack gap="2">
          <Heading as="h1" size="2xl" tabIndex={-1} outline="none">
            {title}
          </Heading>
          <Text color="fg.muted">{lead}</Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}
