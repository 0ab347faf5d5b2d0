import { Button, Flex, HStack, Icon, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/generated/api/model';
import type { ListingFilter } from '../hooks/use-listing-filter';
import { CategoryIcon } from './category-icon';

interface CategoryFilterProps {
  filter: ListingFilter;
  roots: Category[];
  subcategories: Category[];
  onRoot: (id: number) => void;
  onSub: (id: number) => void;
  onReset: () => void;
}

/** Home page: all → root → subcategory, with the active filter as a removable chip. */
export function CategoryFilter({
  filter,
  roots,
  subcategories,
  onRoot,
  onSub,
  onReset,
}: CategoryFilterProps) {
  const { t } = useTranslation('home');
  const root = roots.find((category) => category.id === filter.rootId);
  const sub = subcategories.find((category) => category.id === filter.subId);
  const active = [root?.name, sub?.name].filter(Boolean).join(' › ');

  return (
    <Stack gap="4">
      {/* One swipeable row on phones (18 roots would wrap into many lines), wrapped on wider screens. */}
      <Flex
        gap="2"
        role="group"
        aria-label={t('filter.rootsLabel')}
        flexWrap={{ base: 'nowrap', md: 'wrap' }}
        overflowX={{ base: 'auto', md: 'visible' }}
        mx={{ base: '-4', md: '0' }}
        px={{ base: '4', md: '0' }}
        py="1"
        css={{ scrollbarWidth: 'none', '& > *': { flexShrink: 0 } }}
      >
        <Chip pressed={filter.rootId === null} onClick={onReset} label={t('filter.all')} />
        {roots.map((category) => (
          <Chip
            key={category.id}
            pressed={filter.rootId === category.id}
            onClick={() => onRoot(category.id)}
            label={category.name}
            icon
          />
        ))}
      </Flex>
      {filter.rootId !== null && subcategories.length > 0 ? (
        <Wrap gap="2" role="group" aria-label={t('filter.subsLabel', { name: root?.name ?? '' })}>
          {subcategories.map((category) => (
            <Chip
              key={category.id}
              pressed={filter.subId === category.id}
              onClick={() => onSub(category.id)}
              label={category.name}
              size="xs"
            />
          ))}
        </Wrap>
      ) : null}
      {active ? (
        <HStack gap="3" flexWrap="wrap">
          <Text fontSize="sm" color="fg.muted">
            {t('filter.active')}
          </Text>
          <HStack
            gap="1"
            ps="3"
            pe="1"
            rounded="full"
            colorPalette="brand"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            fontSize="sm"
            fontWeight="medium"
          >
            <Text as="span">{active}</Text>
            <IconButton
              size="2xs"
              variant="ghost"
              rounded="full"
              colorPalette="brand"
              aria-label={t('filter.remove', { name: active })}
              onClick={onReset}
            >
              <Icon asChild>
                <X />
              </Icon>
            </IconButton>
          </HStack>
          <Button size="sm" variant="plain" colorPalette="brand" onClick={onReset} px="1">
            {t('filter.clear')}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

interface ChipProps {
  pressed: boolean;
  onClick: () => void;
  label: string;
  icon?: boolean;
  size?: 'xs' | 'sm';
}

function Chip({ pressed, onClick, label, icon = false, size = 'sm' }: ChipProps) {
  return (
    <Button
      size={size}
      rounded="full"
      colorPalette="brand"
      variant={pressed ? 'solid' : 'outline'}
      aria-pressed={pressed}
      onClick={onClick}
    >
      {icon ? <CategoryIcon name={label} /> : null}
      {label}
    </Button>
  );
}
