import { Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { AboutBenefits } from './about-benefits';
import { AboutCounters } from './about-counters';
import { AboutFeatures } from './about-features';
import { StaticPage } from './static-page';
import { StaticPageSection } from './static-page-section';

/** /about: hero, live counters, mission, feature cards, benefit lists and the two sign-up links. */
export function AboutPage() {
  const { t } = useTranslation('static-about');
  return (
    <StaticPage title={t('title')} intro={t('hero.lead')} width="wide">
      <Stack gap={{ base: '10', md: '14' }}>
        <AboutCounters />
        <StaticPageSection title={t('mission.title')} titleGap="3" maxW="3xl">
          <Text fontSize={{ base: 'md', md: 'lg' }} lineHeight="tall">
            {t('mission.body')}
          </Text>
        </StaticPageSection>
        <AboutFeatures />
        <AboutBenefits />
        <StaticPageSection
          title={t('cta.title')}
          titleGap="2"
          bg="bg.subtle"
          rounded="xl"
          p={{ base: '6', md: '10' }}
          textAlign="center"
        >
          <Text color="fg.muted" mb="6">
            {t('cta.body')}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" justify="center">
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to={paths.register.getHref()}>{t('cta.student')}</RouterLink>
            </Button>
            <Button asChild colorPalette="brand" variant="outline" size="lg">
              <RouterLink to={paths.register.getHref('teacher')}>{t('cta.teacher')}</RouterLink>
            </Button>
          </Stack>
        </StaticPageSection>
      </Stack>
    </StaticPage>
  );
}
