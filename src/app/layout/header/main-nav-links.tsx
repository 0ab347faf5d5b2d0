import { Badge, Link, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useListingCount } from './use-listing-count';

interface MainNavLinksProps {
  direction: 'row' | 'column';
  /** The mobile menu closes when an item is chosen. */
  onNavigate?: () => void;
}

interface NavItemProps {
  to: string;
  end?: boolean;
  onNavigate?: () => void;
  children: ReactNode;
}

function NavItem({ to, end, onNavigate, children }: NavItemProps) {
  return (
    <Link
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      rounded="md"
      fontWeight="medium"
      color="fg"
      textDecoration="none"
      _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
      _currentPage={{ color: 'brand.fg', bg: 'brand.subtle' }}
    >
      <NavLink to={to} end={end} onClick={onNavigate}>
        {children}
      </NavLink>
    </Link>
  );
}

/** The listing count followed by a plus sign, or an empty badge while it is unknown. */
function ListingsBadge() {
  const { t } = useTranslation('nav');
  const count = useListingCount();
  if (count === null)
    return <Badge colorPalette="brand" variant="subtle" rounded="full" minW="6" h="5" aria-hidden="true" />;
  return (
    <Badge colorPalette="brand" variant="subtle" rounded="full">
      {t('links.coursesBadge', { value: count })}
    </Badge>
  );
}

export function MainNavLinks({ direction, onNavigate }: MainNavLinksProps) {
  const { t } = useTranslation('nav');
  return (
    <Stack as="ul" direction={direction} gap="1" m="0" p="0" listStyleType="none">
      <li>
        <NavItem to={paths.home.getHref()} end onNavigate={onNavigate}>
          {t('links.home')}
        </NavItem>
      </li>
      <li>
        <NavItem to={paths.listings.getHref()} onNavigate={onNavigate}>
          {t('links.courses')}
          <ListingsBadge />
        </NavItem>
      </li>
      <li>
        <NavItem to={paths.teachers.getHref()} onNavigate={onNavigate}>
          {t('links.teachers')}
        </NavItem>
      </li>
    </Stack>
  );
}
