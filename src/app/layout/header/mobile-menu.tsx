import { Icon, IconButton } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLoadOnIntent } from '@/hooks/use-load-on-intent';
import type { StoredUser } from '@/lib/api/session-storage';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// The drawer's machinery (focus trap, scroll lock, its zag machine) is not needed to paint a page.
const MobileMenuPanel = lazyComponent(() =>
  import('./mobile-menu-panel').then((module) => module.MobileMenuPanel),
);

/**
 * The slide-in menu below md. The button is part of the page; the panel's code is asked for when the button
 * is first pointed at, focused or pressed, and the panel opens as soon as it is there. It remembers the
 * history entry it was opened on, so any route change closes it without an effect; outside clicks and Escape
 * are Chakra's; choosing an item closes it explicitly.
 */
export function MobileMenu({ user }: { user: StoredUser | null }) {
  const { t } = useTranslation('nav');
  const location = useLocation();
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const { wanted, want, intentHandlers } = useLoadOnIntent();
  const open = openedAt === location.key;
  const close = () => setOpenedAt(null);

  return (
    <>
      <IconButton
        aria-label={t('mobileMenu.open')}
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        rounded="full"
        display={{ base: 'inline-flex', md: 'none' }}
        {...intentHandlers}
        onClick={() => {
          want();
          setOpenedAt(location.key);
        }}
      >
        <Icon asChild boxSize="5">
          <Menu />
        </Icon>
      </IconButton>
      {wanted ? (
        <Suspense fallback={null}>
          <MobileMenuPanel
            user={user}
            open={open}
            onOpenChange={(nowOpen) => setOpenedAt(nowOpen ? location.key : null)}
            close={close}
          />
        </Suspense>
      ) : null}
    </>
  );
}
