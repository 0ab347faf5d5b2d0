import { HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Banknote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useGetAnnouncementsByTeacher } from '@/generated/api/announcements/announcements';
import { formatFeeRange } from '@/utils/fee-text';
import { LabelIcon } from '@/components/display/label-icon';

/**
 * The fee range of a teacher's listings, from the same call (and cache entry) as the listings section below
 * it, so it costs no request of its own. Nothing while they load, when they fail (the section says so) or when
 * the teacher has no priced listing.
 */
export function ProfileFeeRange({ teacherId }: { teacherId: number }) {
  const { t } = useTranslation('profile');
  const query = useGetAnnouncementsByTeacher(teacherId);
  const range = formatFeeRange((query.data?.data?.content ?? []).map((listing) => listing.price));
  if (range === null) return null;

  return (
    <HStack gap="1.5" color="fg.muted">
      <LabelIcon icon={Banknote} />
      <VisuallyHidden>{`${t('header.feeLabel')}: `}</VisuallyHidden>
      <Text>{t('header.feeRange', { range })}</Text>
    </HStack>
  );
}
