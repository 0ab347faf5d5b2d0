import { Container, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { PageMeta } from '@/components/display/page-meta';
import type { ProfileShare } from '../hooks/use-profile-share';

interface ProfileLayoutProps {
  /** The page's one h1: the person's name once loaded. */
  title: string;
  /** The document title's page part, when it differs from the h1 ('Profilim'). */
  documentTitle?: string;
  /** Description, canonical link and sharing tags, once the profile is loaded. */
  share?: ProfileShare;
  /** Kept for screen readers only while the skeleton stands in for the name. */
  hideTitle?: boolean;
  avatar?: ReactNode;
  /** Lines under the name: username, role, rating, location. */
  meta?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of every state of a profile screen. Loading, error and the loaded profile all render this same
 * tree, so the h1 that took focus after navigation stays the same element when the name arrives.
 */
export function ProfileLayout({
  title,
  documentTitle,
  share,
  hideTitle = false,
  avatar,
  meta,
  actions,
  children,
}: ProfileLayoutProps) {
  return (
    <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '8', md: '12' }}>
      <PageMeta page={documentTitle ?? title} {...share} />
      <Stack gap={{ base: '8', md: '10' }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align="center"
          gap={{ base: '4', md: '6' }}
          textAlign={{ base: 'center', md: 'start' }}
        >
          {avatar}
          {/* Stretched, so the block keeps its place whatever the width of what it holds: the loading lines are
              full width, the loaded name and details narrower, and centring the block itself made it jump. */}
          <Stack gap="2" flex="1" minW="0" alignSelf="stretch" align={{ base: 'center', md: 'flex-start' }}>
            <Heading
              as="h1"
              size={{ base: '2xl', md: '3xl' }}
              tabIndex={-1}
              outline="none"
              overflowWrap="anywhere"
              srOnly={hideTitle}
            >
              {title}
            </Heading>
            {meta}
          </Stack>
          {actions}
        </Flex>
        {children}
      </Stack>
    </Container>
  );
}
