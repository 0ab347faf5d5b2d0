import { Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CONTACT_EMAILS } from '../utils/static-content';
import { HelpGuides } from './help-guides';
import { HelpTopics } from './help-topics';
import { MailCard } from './mail-card';
import { StaticPage } from './static-page';
import { StaticPageSection } from './static-page-section';

const POPULAR = [
  { key: 'faq', href: paths.faq.getHref() },
  { key: 'terms', href: paths.terms.getHref() },
  { key: 'privacy', href: paths.privacy.getHref() },
] as const;

/** /help: quick-start guides, contact options, topic groups and popular links. */
export function HelpPage() {
  const { t } = useTranslation('static-help');
  return (
    <StaticPage title={t('title')} intro={t('intro')} width="wide">
      <Stack gap={{ base: '10', md: '14' }}>
        <HelpGuides />
        <StaticPageSection title={t('contact.title')}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <MailCard
              email="support"
              headingLevel="h3"
              title={t('contact.emailTitle')}
              description={t('contact.emailBody')}
              linkLabel={t('contact.emailLabel', { email: CONTACT_EMAILS.support })}
            />
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Heading as="h3" size="lg">
                  {t('contact.pageTitle')}
                </Heading>
                <Text color="fg.muted" flex="1">
                  {t('contact.pageBody')}
                </Text>
                <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
                  <RouterLink to={paths.contact.getHref()}>{t('contact.pageLink')}</RouterLink>
                </Link>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </StaticPageSection>
        <HelpTopics />
        <StaticPageSection title={t('popular.title')} titleGap="4" as="nav">
          <List.Root ps="5" gap="2">
            {POPULAR.map(({ key, href }) => (
              <List.Item key={key}>
                <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
                  <RouterLink to={href}>{t(`popular.${key}`)}</RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </StaticPageSection>
      </Stack>
    </StaticPage>
  );
}
