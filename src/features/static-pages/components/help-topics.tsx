import { Card, Heading, Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { FaqCategory } from '../utils/faq-entries';
import { StaticPageSection } from './static-page-section';

// Each topic opens the FAQ on its category (the FAQ page reads ?category= once, on arrival). The keys stay
// literal types so that the i18n key check can see every `topics.<key>.*` text.
const TOPICS = [
  { key: 'account', category: 'registration' },
  { key: 'teachers', category: 'teaching' },
  { key: 'students', category: 'studying' },
  { key: 'safety', category: 'security' },
] as const satisfies readonly { key: string; category: FaqCategory }[];

const faqHref = (category: FaqCategory): string => `${paths.faq.getHref()}?category=${category}`;

/** Four help topic groups, each linking to the matching FAQ questions. */
export function HelpTopics() {
  const { t } = useTranslation('static-help');
  return (
    <StaticPageSection title={t('topics.title')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {TOPICS.map(({ key, category }) => (
          <Card.Root key={key} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {t(`topics.${key}.title`)}
              </Heading>
              <Text color="fg.muted" flex="1">
                {t(`topics.${key}.body`)}
              </Text>
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                <RouterLink to={faqHref(category)}>{t(`topics.${key}.link`)}</RouterLink>
              </Link>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </StaticPageSection>
  );
}
