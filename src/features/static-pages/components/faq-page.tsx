import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { entriesIn, type FaqCategory, isFaqCategory } from '../utils/faq-entries';
import { FaqCategoryFilter } from './faq-category-filter';
import { FaqList } from './faq-list';
import { StaticPage } from './static-page';
import { StaticPageSection } from './static-page-section';

/**
 * /faq: ten entries, a category filter with 'Tümü', one answer open at a time. ?category=payment preselects a
 * category (the help page links to topics that way); later choices stay in state, because changing the URL
 * would count as a navigation and the shell would move focus back to the h1.
 */
export function FaqPage() {
  const { t } = useTranslation('static-faq');
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('category');
  const [category, setCategory] = useState<FaqCategory | null>(isFaqCategory(requested) ? requested : null);
  const [openId, setOpenId] = useState<string | null>(null);

  const selectCategory = (next: FaqCategory | null) => {
    setOpenId(null);
    setCategory(next);
  };

  return (
    <StaticPage title={t('title')} intro={t('intro')}>
      <FaqCategoryFilter value={category} onChange={selectCategory} />
      <FaqList entries={entriesIn(category)} openId={openId} onOpenChange={setOpenId} />
      <StaticPageSection
        title={t('more.title')}
        titleGap="2"
        titleSize="lg"
        mt="12"
        bg="bg.subtle"
        rounded="xl"
        p={{ base: '6', md: '8' }}
      >
        <Text color="fg.muted" mb="5">
          {t('more.body')}
        </Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button asChild colorPalette="brand">
            <RouterLink to={paths.contact.getHref()}>{t('more.contact')}</RouterLink>
          </Button>
          <Button asChild colorPalette="brand" variant="outline">
            <RouterLink to={paths.help.getHref()}>{t('more.help')}</RouterLink>
          </Button>
        </Stack>
      </StaticPageSection>
    </StaticPage>
  );
}
