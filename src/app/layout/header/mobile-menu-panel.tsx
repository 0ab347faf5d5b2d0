import { Box, Button, Separator, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SideDrawer } from '@/components/overlays/side-drawer';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { StoredUser } from '@/lib/api/session-storage';
import { dashboardHrefForRole } from '@/lib/people/roles';
import { GuestActions } from './guest-actions';
import { MainNavLinks } from './main-nav-links';
import { UserSummary } from './user-summary';

interface MobileMenuPanelProps {
  user: StoredUser | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  close: () => void;
}

/**
 * The slide-in panel of the mobile menu. Its own chunk: the drawer's focus trap and scroll lock load when the
 * menu button is first pointed at or pressed, not with every page (MobileMenu).
 */
export function MobileMenuPanel({ user, open, onOpenChange, close }: MobileMenuPanelProps) {
  const { t } = useTranslation('nav');
  const { signOut } = useSignOut();

  return (
    <SideDrawer
      open={open}
      onOpenChange={onOpenChange}
      placement="end"
      size="xs"
      title={t('mobileMenu.title')}
      closeLabel={t('mobileMenu.close')}
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
