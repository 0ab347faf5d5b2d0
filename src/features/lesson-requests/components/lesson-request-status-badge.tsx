import { Badge } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { LessonRequestStatus } from '@/generated/api/model';
import { STATUS_PALETTE } from '../utils/lesson-request-list';

/** The status in words and colour (the word carries it; the colour only helps). */
export function LessonRequestStatusBadge({ status }: { status: LessonRequestStatus }) {
  const { t } = useTranslation('lesson-requests');
  return (
    <Badge variant="subtle" colorPalette={STATUS_PALETTE[status] ?? 'gray'} size="md">
      {t(`status.${status}`)}
    </Badge>
  );
}
