import { Box, Heading, Link, List, SimpleGrid } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { translatedList } from '../utils/translated-list';
import { StaticPageSection } from './static-page-section';

const GUIDES = [
  { key: 'teachers', href: paths.register.getHref('teacher'), link: 'guides.teacherLink' },
  { key: 'students', href: paths.register.getHref('student'), link: 'guides.studentLink' },
] as const;

/** Two four-step quick-start guides, each ending with the matching sign-up link. */
export function HelpGuides() {
  const { t } = useTranslation('static-help');
  return (
    <StaticPageSection title={t('guides.title')}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {GUIDES.map(({ key, href, link }) => (
          <Box key={key} borderWidth="1px" borderColor="border" rounded="lg" p={{ base: '5', md: '6' }}>
            <Heading as="h3" size="lg" mb="3">
              {t(`guides.${key}.title`)}
            </Heading>
            <List.Root as="ol" ps="5" gap="2" mb="4">
              {translatedList(t, `guides.${key}.steps`).map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List.Root>
            <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
              <RouterLink to={href}>{t(link)}</RouterLink>
            </Link>
          </Box>
        ))}
      </SimpleGrid>
    </StaticPageSection>
  );
}
