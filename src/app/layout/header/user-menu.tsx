import { chakra, Icon, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { HEADER_DROPDOWN_POSITIONING } from '@/components/feedback/header-dropdown-positioning';
import { paths } from '@/config/paths';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';
import type { StoredUser } from '@/lib/api/session-storage';
import { dashboardHrefForRole } from '@/lib/people/roles';
import { UserSummary } from './user-summary';

const SIGN_OUT = 'sign-out';

/** The signed-in user's menu (desktop); Chakra's menu brings arrow keys, Escape and focus return. */
export function UserMenu({ user }: { user: StoredUser }) {
  const { t } = useTranslation('nav');
  const { signOut } = useSignOut();

  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={HEADER_DROPDOWN_POSITIONING}
      // On the root, not the item: an item's own onSelect is attached in an effect that can run before the
      // portalled item exists, and then never fires.
      onSelect={({ value }) => {
        if (value === SIGN_OUT) void signOut();
      }}
    >
      <Menu.Trigger asChild>
        <chakra.button
          type="button"
          display="flex"
          alignItems="center"
          gap="1"
          ps="1"
          pe="2"
          py="1"
          rounded="full"
          maxW="14rem"
          _hover={{ bg: 'bg.muted' }}
          _expanded={{ bg: 'bg.muted' }}
          focusVisibleRing="outside"
          cursor="pointer"
        >
          <UserSummary user={user} />
          <Icon asChild boxSize="4" color="fg.muted">
            <ChevronDown />
          </Icon>
        </chakra.button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            <Menu.Item value="profile" asChild>
              <RouterLink to={paths.profile.getHref()}>{t('userMenu.profile')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="dashboard" asChild>
              <RouterLink to={dashboardHrefForRole(user.role)}>{t('userMenu.dashboard')}</RouterLink>
            </Menu.Item>
            <Menu.Item value="settings" asChild>
              <RouterLink to={paths.settings.getHref()}>{t('userMenu.settings')}</RouterLink>
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value={SIGN_OUT} color="fg.error">
              {t('userMenu.signOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
