import { Box, Flex, HStack, Link, Spacer } from '@chakra-ui/react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { GuestNotificationBell } from '@/features/notifications/components/guest-notification-bell';
import { useHydrated } from '@/hooks/use-hydrated';
import { useSession } from '@/lib/api/use-session';
import { lazyComponent } from '@/lib/lazy/lazy-component';
import { DarkModeToggle } from './dark-mode-toggle';
import { GuestActions } from './guest-actions';
import { MainNavLinks } from './main-nav-links';
import { MobileMenu } from './mobile-menu';
import { useScrolled } from './use-scrolled';
import { UserSummary } from './user-summary';

// A guest's page never needs the signed-in widgets' code (menus, popovers and their positioning): it loads only
// for a signed-in user, while the header shows same-sized stand-ins, so nothing moves when it arrives.
const SignedInIcons = lazyComponent(() => import('./signed-in-icons').then((module) => module.SignedInIcons));
const UserMenu = lazyComponent(() => import('./user-menu').then((module) => module.UserMenu));

/** Height of the fixed bar; the header renders a spacer of the same height so content starts below it. */
export const HEADER_HEIGHT = '4rem';

/*
 * The account area keeps one size whoever is there, so nothing in the header moves when the session is read: a
 * server-rendered page paints before the browser knows the session, and a signed-in visitor's header then
 * changes from the unknown state to hers (CLS at most 0.02, tests/e2e/layout-shift.spec.ts). Two icon places
 * (a signed-in person's bell and messages; a guest's bell and an empty place), and on wider screens one
 * account place as wide as the guest's three buttons (in either language), which the user menu (at most 14rem)
 * fits in.
 */
const ICON_SLOTS_WIDTH = '5.25rem';
const ACCOUNT_WIDTH = '18.75rem';

/**
 * The top navigation. Guest or signed-in follows the session status (useSession re-reads it on `storage` and
 * `user-updated`, so every tab switches at once): a stored user is shown while a lost token is renewed, as the
 * guards wait for it too, and the refresh then either keeps the user or ends the session everywhere.
 */
export function Header() {
  const { t } = useTranslation('nav');
  const { user: storedUser, status } = useSession();
  // undefined: not known yet (the server's render and the hydration's): the places stay empty, at their size.
  const user = useHydrated() ? (status === 'guest' ? null : storedUser) : undefined;
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
            <HStack gap="1" width={ICON_SLOTS_WIDTH} flexShrink={0}>
              {user === undefined ? null : user === null ? (
                <GuestNotificationBell />
              ) : (
                <Suspense fallback={<IconStandIns />}>
                  <SignedInIcons />
                </Suspense>
              )}
            </HStack>
            <Box
              display={{ base: 'none', md: 'flex' }}
              justifyContent="flex-end"
              width={ACCOUNT_WIDTH}
              flexShrink={0}
              ms="2"
            >
              {user === undefined ? null : user === null ? (
                <GuestActions direction="row" />
              ) : (
                <Suspense
                  fallback={
                    <HStack gap="1" ps="1" pe="7" py="1" maxW="14rem" aria-hidden="true">
                      <UserSummary user={user} />
                    </HStack>
                  }
                >
                  <UserMenu user={user} />
                </Suspense>
              )}
            </Box>
            <MobileMenu user={user ?? null} />
          </HStack>
        </Flex>
      </Box>
      <Box h={HEADER_HEIGHT} aria-hidden="true" />
    </>
  );
}

/** The bell's and the message icon's space while their code loads (icon buttons are 2.5rem square). */
function IconStandIns() {
  return (
    <>
      <Box boxSize="10" aria-hidden="true" />
      <Box boxSize="10" aria-hidden="true" />
    </>
  );
}
