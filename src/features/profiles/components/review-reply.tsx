import { Box, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ReviewReply as Reply } from '@/generated/api/model';
import { formatDate } from '@/i18n/formatters';

/**
 * The teacher's answer under a review, labelled as the Eğitmen's, with its date ('düzenlendi' once edited).
 * The text is what the teacher typed: React escapes it, nothing reads it as markup, and a long unbroken word
 * wraps rather than widening a phone's screen.
 */
export function ReviewReply({ reply }: { reply: Reply }) {
  const { t } = useTranslation('profile');
  const created = new Date(reply.createdAt);
  const hasDate = !Number.isNaN(created.getTime());

  return (
    <Box borderStartWidth="3px" borderColor="brand.solid" bg="bg.muted" rounded="l2" px="3" py="2" minW="0">
      <HStack gap="2" wrap="wrap" align="baseline">
        <Text fontWeight="semibold" fontSize="sm">
          {t('reviews.reply.label')}
        </Text>
        {hasDate ? (
          <Text asChild fontSize="xs" color="fg.muted">
            <time dateTime={reply.createdAt}>{formatDate(created)}</time>
          </Text>
        ) : null}
        {reply.updatedAt ? (
          <Text fontSize="xs" color="fg.muted">
            {t('reviews.reply.edited')}
          </Text>
        ) : null}
      </HStack>
      <Text fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
        {reply.text}
      </Text>
    </Box>
  );
}
