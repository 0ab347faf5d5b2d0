import { Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { PageMessage } from './page-message';

/** The 404 page: the catch-all route and a thrown 404 response both show it. */
export function NotFoundMessage() {
  const { t } = useTranslation('shell');
  return (
    <PageMessage
      title={t('notFound.title')}
      body={t('notFound.body')}
      actions={
        <Button asChild variant="outline" colorPalette="brand">
          <Link to={paths.home.getHref()}>{t('common:actions.goHome')}</Link>
        </Button>
      }
    />
  );
}
