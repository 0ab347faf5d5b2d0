import { Accordion, Badge, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { FaqEntry } from '../utils/faq-entries';

interface FaqListProps {
  entries: readonly FaqEntry[];
  /** The id of the open answer, or null. */
  openId: string | null;
  onOpenChange: (id: string | null) => void;
}

/** Questions as a single, collapsible accordion: opening one answer closes the other. */
export function FaqList({ entries, openId, onOpenChange }: FaqListProps) {
  const { t } = useTranslation('static-faq');
  return (
    <Accordion.Root
      collapsible
      variant="enclosed"
      value={openId ? [openId] : []}
      onValueChange={({ value }) => onOpenChange(value[0] ?? null)}
    >
      {entries.map(({ id, category }) => (
        <Accordion.Item key={id} value={id}>
          <Heading as="h2" size="md" fontWeight="medium">
            <Accordion.ItemTrigger py="4" cursor="pointer" textAlign="start">
              <Text as="span" flex="1">
                {t(`entries.${id}.question`)}
              </Text>
              <Badge colorPalette="brand" variant="subtle" display={{ base: 'none', sm: 'inline-flex' }}>
                {t(`categories.${category}`)}
              </Badge>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
          </Heading>
          <Accordion.ItemContent>
            <Accordion.ItemBody color="fg.muted" lineHeight="tall">
              {t(`entries.${id}.answer`)}
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
