import { Box, Flex, Heading, IconButton, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { askForConsentAgain } from '../consent-slot';
import { InstagramIcon } from './footer-icons';

/*
 * The spec names an external social profile link without its address; this placeholder is the one place to
 * change it.
 */
export const SOCIAL_PROFILE_URL = 'https://www.instagram.com/';

const groups = [
  {
    titleKey: 'groups.platform',
    links: [
      { key: 'links.about', href: paths.about.getHref() },
      { key: 'links.courses', href: paths.listings.getHref() },
      { key: 'links.teachers', href: paths.teachers.getHref() },
    ],
  },
  {
    titleKey: 'groups.support',
    links: [
      { key: 'links.contact', href: paths.contact.getHref() },
      { key: 'links.faq', href: paths.faq.getHref() },
      { key: 'links.help', href: paths.help.getHref() },
    ],
  },
  {
    titleKey: 'groups.legal',
    links: [
      { key: 'links.privacy', href: paths.privacy.getHref() },
      { key: 'links.terms', href: paths.terms.getHref() },
    ],
  },
] as const;

export function Footer() {
  const { t } = useTranslation('footer');
  const year = new Date().getFullYear();

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py="10">
        <SimpleGrid columns={{ base: 1, md: 4 }} gap="8">
          <Stack gap="3">
            <Text fontWeight="bold" textStyle="lg" color="brand.fg">
              {t('brand')}
            </Text>
            <Text color="fg.muted" textStyle="sm">
              {t('tagline')}
            </Text>
            <IconButton asChild variant="ghost" rounded="full" size="sm" alignSelf="flex-start">
              <a
                href={SOCIAL_PROFILE_URL}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('social.label')}
              >
                <InstagramIcon boxSize="5" />
              </a>
            </IconButton>
          </Stack>
          <Box as="nav" aria-label={t('navLabel')} gridColumn={{ md: 'span 3' }}>
            <SimpleGrid columns={{ base: 1, sm: 3 }} gap="8">
              {groups.map((group) => (
                <Stack key={group.titleKey} gap="3">
                  <Heading as="h2" textStyle="sm" fontWeight="semibold">
                    {t(group.titleKey)}
                  </Heading>
                  <Stack as="ul" gap="2" m="0" p="0" listStyleType="none">
                    {group.links.map((link) => (
                      <li key={link.href}>
                        <Link asChild color="fg.muted" textStyle="sm" _hover={{ color: 'fg' }}>
                          <RouterLink to={link.href}>{t(link.key)}</RouterLink>
                        </Link>
                      </li>
                    ))}
                    {/* The consent choice can be changed from every page (KVKK): this opens the banner again. */}
                    {group.titleKey === 'groups.legal' && (
                      <li>
                        <Link asChild color="fg.muted" textStyle="sm" _hover={{ color: 'fg' }}>
                          <button type="button" onClick={(event) => askForConsentAgain(event.currentTarget)}>
                            {t('links.cookies')}
                          </button>
                        </Link>
                      </li>
                    )}
                  </Stack>
                </Stack>
              ))}
            </SimpleGrid>
          </Box>
        </SimpleGrid>
        <Flex mt="10" pt="6" borderTopWidth="1px" justify="center">
          <Text color="fg.muted" textStyle="xs">
            {t('copyright', { year })}
          </Text>
        </Flex>
      </Box>
    </Box>
  );
}
