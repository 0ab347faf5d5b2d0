import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LessonRequest } from '@/generated/api/model';

/** One open request per listing: instead of a second form, a link to the one already waiting. */
export function PendingRequestNotice({ request }: { request: LessonRequest }) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Alert.Root status="info" role="status" flexWrap="wrap" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1" fontWeight="normal">
        {t('form.duplicate')}
      </Alert.Title>
      <Button asChild size="sm" colorPalette="brand">
        <RouterLink to={paths.lessonRequest.getHref(request.id)}>{t('form.openExisting')}</RouterLink>
      </Button>
    </Alert.Root>
  );
}
