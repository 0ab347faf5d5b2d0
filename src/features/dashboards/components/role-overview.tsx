import { Card, Icon, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import {
  Bell,
  BookOpen,
  GraduationCap,
  type LucideIcon,
  MessageCircle,
  Settings,
  UserRound,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AccountPage } from '@/components/display/account-page';
import { paths } from '@/config/paths';

type OverviewLink = 'profile' | 'settings' | 'notifications' | 'chat' | 'teachers' | 'courses';

/** What any signed-in person can open, whatever their role. */
const LINKS: Array<{ id: OverviewLink; href: string; icon: LucideIcon }> = [
  { id: 'profile', href: paths.profile.getHref(), icon: UserRound },
  { id: 'settings', href: paths.settings.getHref(), icon: Settings },
  { id: 'notifications', href: paths.notifications.getHref(), icon: Bell },
  { id: 'chat', href: paths.chat.getHref(), icon: MessageCircle },
  { id: 'teachers', href: paths.teachers.getHref(), icon: GraduationCap },
  { id: 'courses', href: paths.listings.getHref(), icon: BookOpen },
];

/**
 * /dashboard, for a signed-in person whose role is neither Eğitmen nor Öğrenci (the menu's Dashboard entry
 * for any other role): a short overview of the screens open to everyone with an account.
 */
export function RoleOverview() {
  const { t } = useTranslation('dashboards-student');
  return (
    <AccountPage
      documentTitle={t('common:documentTitle', { page: t('overview.title') })}
      title={t('overview.title')}
      lead={t('overview.lead')}
    >
      <SimpleGrid as="ul" columns={{ base: 1, sm: 2 }} gap="4" listStyleType="none">
        {LINKS.map(({ id, href, icon: LinkIcon }) => (
          <li key={id}>
            <Card.Root
              position="relative"
              variant="outline"
              bg="bg.panel"
              height="full"
              _hover={{ borderColor: 'brand.emphasized' }}
            >
              <Card.Body gap="2">
                <Icon asChild boxSize="6" color="brand.fg" aria-hidden>
                  <LinkIcon />
                </Icon>
                <LinkOverlay asChild fontWeight="semibold" textStyle="lg">
                  <RouterLink to={href}>{t(`overview.links.${id}.title`)}</RouterLink>
                </LinkOverlay>
                <Text color="fg.muted" textStyle="sm">
                  {t(`overview.links.${id}.body`)}
                </Text>
              </Card.Body>
            </Card.Root>
          </li>
        ))}
      </SimpleGrid>
    </AccountPage>
  );
}
