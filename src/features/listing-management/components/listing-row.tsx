import { Button, Card, DataList, Heading, HStack, Link } from '@chakra-ui/react';
import { type LucideIcon, Pencil, Trash2, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { Announcement } from '@/generated/api/model';
import { locationRowOf } from '@/lib/people/location-text';
import { formatFee } from '@/utils/fee-text';
import { needsLocation } from '../utils/listing-schema';
import { LabelIcon } from '@/components/display/label-icon';

interface ListingRowProps {
  listing: Announcement;
  onEdit: () => void;
  onDelete: () => void;
}

/** One of the teacher's listings: its title (to its public page), category, fee, mode and place, and actions. */
export function ListingRow({ listing, onEdit, onDelete }: ListingRowProps) {
  const { t } = useTranslation('listing-management');
  const fee = formatFee(listing.price);
  const location = locationRowOf(listing.city, listing.district);
  const rows = [
    { label: t('row.category'), value: listing.categoryResponse?.name || '—' },
    { label: t('row.fee'), value: fee ? `${fee}${t('row.perHour')}` : t('row.noFee') },
    {
      label: t('row.mode'),
      value: listing.lessonMode ? t(`listings:lessonMode.${listing.lessonMode}`) : '—',
    },
    // An online-only listing has no place to show.
    ...(listing.lessonMode && !needsLocation(listing.lessonMode)
      ? []
      : [
          {
            label: t('row.location'),
            value: location.kind === 'known' ? location.text : t('row.noLocation'),
          },
        ]),
  ];

  return (
    <Card.Root as="li" variant="outline" bg="bg.panel">
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Heading as="h3" size="md">
          <Link asChild colorPalette="brand" color="colorPalette.fg" variant="underline">
            <RouterLink to={paths.listing.getHref(listing.id)}>{listing.title}</RouterLink>
          </Link>
        </Heading>
        <DataList.Root orientation="horizontal" gap="2" size="sm">
          {rows.map((row) => (
            <DataList.Item key={row.label}>
              <DataList.ItemLabel minW="8rem">{row.label}</DataList.ItemLabel>
              <DataList.ItemValue fontWeight="medium">{row.value}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
        <HStack gap="2" flexWrap="wrap">
          <RowAction
            icon={Pencil}
            text={t('row.edit')}
            label={t('row.editLabel', { title: listing.title })}
            onClick={onEdit}
          />
          <RowAction
            icon={Trash2}
            text={t('row.delete')}
            label={t('row.deleteLabel', { title: listing.title })}
            onClick={onDelete}
            danger
          />
          <Button asChild size="sm" variant="ghost" colorPalette="brand">
            <RouterLink
              to={paths.newGroupChat.getHref(listing.id)}
              aria-label={t('row.groupLabel', { title: listing.title })}
            >
              <LabelIcon icon={UsersRound} />
              {t('row.group')}
            </RouterLink>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}

interface RowActionProps {
  icon: LucideIcon;
  text: string;
  /** What the button is read out as: the text and the listing's title. */
  label: string;
  onClick: () => void;
  danger?: boolean;
}

function RowAction({ icon, text, label, onClick, danger = false }: RowActionProps) {
  return (
    <Button
      size="sm"
      variant="outline"
      colorPalette={danger ? 'red' : undefined}
      onClick={onClick}
      aria-label={label}
    >
      <LabelIcon icon={icon} />
      {text}
    </Button>
  );
}
