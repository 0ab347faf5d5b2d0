import { Box, Flex, HStack, Link, Spacer } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestNotificationBell } from '@/features/notifications/components/guest-notification-bell';
import { useSession } from '@/lib/api/use-session';
import { DarkModeToggle } from './dark-mode-toggle';
import { GuestActions } from './guest-actions';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { SignedInIcons } from './signed-in-icons';
import { useScrolled } from './use-scrolled';
import { UserMenu } from './user-menu';

/** Height of the fixed bar; the header renders a spacer of the same height so content starts below it. */
export const HEADER_HEIGHT = '4rem';

/**
 * The top navigation. Guest or signed-in follows the session status (useSession re-reads it on `storage` and
 * `user-updated`, so every tab switches at once): a stored user is shown while a lost token is renewed, as the
 * guards wait for it too, and the refresh then either keeps the user or ends the session everywhere.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const { user: storedUser, status } = useSession();
  const user = status === 'guest' ? null : storedUser;
  const scrolled = useScrolled();

  return (
    <>
      <Box
        as="header"
        position="fixed"
        top="0"
        insetX="0"
        zIndex="sticky"
        h={HEADER_HEIGHT}
        bg={scrolled ? 'bg/85' : 'bg'}
        backdropFilter={scrolled ? 'saturate(180%) blur(8px)' : undefined}
        shadow={scrolled ? 'md' : 'none'}
        borderBottomWidth={scrolled ? '0' : '1px'}
        transition="box-shadow 0.2s, background-color 0.2s"
        data-scrolled={scrolled ? '' : undefined}
      >
        <Flex
          maxW="7xl"
          h="full"
          mx="auto"
          px={{ base: '4', md: '6' }}
          align="center"
          gap={{ base: '2', md: '6' }}
        >
          <Link
            asChild
            fontWeight="bold"
            textStyle="xl"
            color="brand.fg"
            textDecoration="none"
            flexShrink={0}
          >
            <RouterLink to={paths.home.getHref()}>{t('brand')}</RouterLink>
          </Link>
          <Box as="nav" aria-label={t('primaryNavLabel')} display={{ base: 'none', md: 'block' }}>
            <MainNavLinks direction="row" />
          </Box>
          <Spacer />
          <HStack gap="1">
            <DarkModeToggle />
            {user === null ? <GuestNotificationBell /> : <SignedInIcons />}
            <Box display={{ base: 'none', md: 'flex' }} ms="2">
              {user === null ? <GuestActions direction="row" /> : <UserMenu user={user} />}
            </Box>
            <MobileMenu user={user} />
          </HStack>
        </Flex>
      </Box>
      <Box h={HEADER_HEIGHT} aria-hidden="true" />
    </>
  );
}
