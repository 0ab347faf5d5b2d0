import { Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { LISTINGS_SECTION_ID, scrollToSection } from '../utils/scroll-to-section';

interface HomeHeroProps {
  /** The search box under the lead, from another feature; the route fills it. */
  search?: ReactNode;
}

/** Home page: the page's one h1, the search box, a scroll link to the listings and the teacher sign-up link. */
export function HomeHero({ search }: HomeHeroProps = {}) {
  const { t } = useTranslation('home');
  return (
    <Box as="section" aria-labelledby="home-title" bg="bg.subtle">
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '20' }}>
        <Stack gap="5" maxW="3xl">
          <Text colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            {t('hero.eyebrow')}
          </Text>
          <Heading
            as="h1"
            id="home-title"
            size={{ base: '3xl', md: '5xl' }}
            lineHeight="shorter"
            tabIndex={-1}
            outline="none"
          >
            {t('hero.title')}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
            {t('hero.lead')}
          </Text>
          {search}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" pt="2">
            <Button asChild colorPalette="brand" size="lg">
              <a
                href={`#${LISTINGS_SECTION_ID}`}
                onClick={(event) => scrollToSection(event, LISTINGS_SECTION_ID)}
              >
                {t('hero.browse')}
              </a>
            </Button>
            <Button asChild variant="outline" colorPalette="brand" size="lg">
              <RouterLink to={paths.register.getHref('teacher')}>{t('hero.becomeTeacher')}</RouterLink>
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
