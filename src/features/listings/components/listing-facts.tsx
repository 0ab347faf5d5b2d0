import { DataList } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Announcement } from '@/generated/api/model';
import { locationRowOf } from '@/lib/people/location-text';
import { formatFee } from '@/utils/fee-text';

/** Subject, hourly fee, lesson mode and location, as a term/value list. */
export function ListingFacts({ listing }: { listing: Announcement }) {
  const { t } = useTranslation('listings');
  const fee = formatFee(listing.price);
  const location = locationRowOf(listing.city, listing.district);
  const rows = [
    { label: t('detail.subject'), value: listing.categoryResponse?.name || '—' },
    { label: t('detail.fee'), value: fee ? `${fee}${t('detail.perHour')}` : t('detail.noFee') },
    {
      label: t('detail.mode'),
      value: listing.lessonMode ? t(`lessonMode.${listing.lessonMode}`) : t('detail.noMode'),
    },
    ...(location.kind === 'hidden'
      ? []
      : [
          {
            label: t('detail.location'),
            value: location.kind === 'known' ? location.text : t('detail.noLocation'),
          },
        ]),
  ];

  return (
    <DataList.Root orientation="horizontal" gap="3">
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel>{row.label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{row.value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
