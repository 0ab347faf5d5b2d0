import { Box, Button, Checkbox, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/generated/api/model';
import type { DirectoryFilters } from '../utils/directory-filters';

export interface FiltersPanelProps {
  filters: DirectoryFilters;
  roots: Category[];
  subcategories: Category[];
  subcategoriesLoading: boolean;
  rootsFailed: boolean;
  retryRoots: () => void;
  activeCount: number;
  onToggleTopRated: (checked: boolean) => void;
  onToggleRoot: (rootId: number) => void;
  onToggleSub: (subId: number) => void;
  onClear: () => void;
}

/** The 'Filtreler' sidebar content; the same panel sits in the drawer under 1024 px. */
export function FiltersPanel(props: FiltersPanelProps) {
  const { filters, roots, subcategories, subcategoriesLoading, rootsFailed, activeCount } = props;
  const { t } = useTranslation('teachers');
  return (
    <Stack gap="5">
      <HStack justify="space-between" minH="8">
        <Heading as="h2" size="md">
          {t('filters.title')}
        </Heading>
        {activeCount > 0 ? (
          <Button size="xs" variant="ghost" colorPalette="brand" onClick={props.onClear}>
            {t('filters.clear')}
          </Button>
        ) : null}
      </HStack>
      <Checkbox.Root
        colorPalette="brand"
        checked={filters.topRated}
        onCheckedChange={(details) => props.onToggleTopRated(details.checked === true)}
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t('filters.topRated')}</Checkbox.Label>
      </Checkbox.Root>
      <Stack as="section" gap="2" aria-labelledby="teacher-categories-heading">
        <Heading as="h3" size="sm" id="teacher-categories-heading">
          {t('filters.categories')}
        </Heading>
        {rootsFailed ? (
          <Stack role="alert" gap="2" align="flex-start">
            <Text color="fg.error" textStyle="sm">
              {t('filters.categoriesFailed')}
            </Text>
            <Button size="xs" variant="outline" colorPalette="brand" onClick={props.retryRoots}>
              {t('states.retry')}
            </Button>
          </Stack>
        ) : null}
        <Stack as="ul" gap="1" listStyleType="none">
          {roots.map((root) => {
            const expanded = filters.rootId === root.id;
            return (
              <Box as="li" key={root.id}>
                <Button
                  variant={expanded ? 'subtle' : 'ghost'}
                  colorPalette={expanded ? 'brand' : 'gray'}
                  size="sm"
                  width="full"
                  justifyContent="flex-start"
                  aria-expanded={expanded}
                  onClick={() => props.onToggleRoot(root.id)}
                >
                  {root.name}
                </Button>
                {expanded ? (
                  <Stack
                    role="group"
                    aria-label={t('filters.subcategoriesOf', { name: root.name })}
                    gap="2"
                    ps="5"
                    py="2"
                  >
                    {subcategoriesLoading ? <Spinner size="sm" /> : null}
                    {subcategories.map((sub) => (
                      <Checkbox.Root
                        key={sub.id}
                        size="sm"
                        colorPalette="brand"
                        checked={filters.subIds.includes(sub.id)}
                        onCheckedChange={() => props.onToggleSub(sub.id)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{sub.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </Stack>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      </Stack>
    </Stack>
  );
}
