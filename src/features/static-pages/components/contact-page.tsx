import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { ContactEmailKey } from '../utils/static-content';
import { CONTACT_EMAILS } from '../utils/static-content';
import { MailCard } from './mail-card';
import { StaticPage } from './static-page';

const CARDS: readonly ContactEmailKey[] = ['general', 'corporate', 'support'];

/** /contact: three mailto cards. */
export function ContactPage() {
  const { t } = useTranslation('static-contact');
  return (
    <StaticPage title={t('title')} intro={t('intro')} width="wide">
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        {CARDS.map((key) => (
          <MailCard
            key={key}
            email={key}
            title={t(`cards.${key}.title`)}
            description={t(`cards.${key}.description`)}
            linkLabel={t('mailLabel', { title: t(`cards.${key}.title`), email: CONTACT_EMAILS[key] })}
          />
        ))}
      </SimpleGrid>
      <Text mt="10" color="fg.muted">
        {t('faqHint')}{' '}
        <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="medium">
          <RouterLink to={paths.faq.getHref()}>{t('faqLink')}</RouterLink>
        </Link>
      </Text>
    </StaticPage>
  );
}
