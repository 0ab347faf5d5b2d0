import { Box, Button, Icon, IconButton, Separator, Stack } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { StoredUser } from '@/lib/api/session-storage';
import { dashboardHrefForRole } from '@/lib/people/roles';
import { GuestActions } from './guest-actions';
import { MainNavLinks } from './main-nav-links';
import { UserSummary } from './user-summary';

/**
 * The slide-in menu below md. It remembers the history entry it was opened on, so any route change closes
 * it without an effect; outside clicks and Escape are Chakra's; choosing an item closes it explicitly.
 */
export function MobileMenu({ user }: { user: StoredUser | null }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);
  const { signOut } = useSignOut();

  return (
    <SideDrawer
      open={open}
      onOpenChange={(nowOpen) => setOpenedAt(nowOpen ? location.key : null)}
      placement="end"
      size="xs"
      title={t('mobileMenu.title')}
      closeLabel={t('mobileMenu.close')}
      trigger={
        <IconButton
          aria-label={t('mobileMenu.open')}
          variant="ghost"
          rounded="full"
          display={{ base: 'inline-flex', md: 'none' }}
        >
          <Icon asChild boxSize="5">
            <Menu />
          </Icon>
        </IconButton>
      }
    >
      <Stack gap="4">
        <Box as="nav" aria-label={t('mobileMenu.navLabel')}>
          <MainNavLinks direction="column" onNavigate={close} />
        </Box>
        <Separator />
        {user === null ? (
          <GuestActions direction="column" onNavigate={close} />
        ) : (
          <Stack gap="1">
            <Box px="3" py="2">
              <UserSummary user={user} />
            </Box>
            <DrawerLink to={paths.profile.getHref()} onNavigate={close} label={t('userMenu.profile')} />
            <DrawerLink
              to={dashboardHrefForRole(user.role)}
              onNavigate={close}
              label={t('userMenu.dashboard')}
            />
            <DrawerLink to={paths.settings.getHref()} onNavigate={close} label={t('userMenu.settings')} />
            <Button
              variant="ghost"
              colorPalette="red"
              justifyContent="flex-start"
              onClick={() => {
                close();
                void signOut();
              }}
            >
              {t('userMenu.signOut')}
            </Button>
          </Stack>
        )}
      </Stack>
    </SideDrawer>
  );
}

function DrawerLink({ to, label, onNavigate }: { to: string; label: string; onNavigate: () => void }) {
  return (
    <Button asChild variant="ghost" justifyContent="flex-start">
      <RouterLink to={to} onClick={onNavigate}>
        {label}
      </RouterLink>
    </Button>
  );
}
