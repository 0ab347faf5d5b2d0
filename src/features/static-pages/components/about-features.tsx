import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { StaticPageSection } from './static-page-section';

const FEATURES = ['experts', 'flexible', 'modes', 'secure'] as const;

/** Four feature cards. "Secure" is about verified accounts and messaging: payment is not on the platform. */
export function AboutFeatures() {
  const { t } = useTranslation('static-about');
  return (
    <StaticPageSection title={t('features.title')}>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {FEATURES.map((key) => (
          <Card.Root key={key} variant="outline">
            <Card.Body gap="2">
              <Heading as="h3" size="md">
                {t(`features.${key}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`features.${key}.body`)}</Text>
            </Card.Body>
          </Card.Root>
        ))}
      </SimpleGrid>
    </StaticPageSection>
  );
}
