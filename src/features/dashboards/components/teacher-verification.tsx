import { Badge, Box, HStack, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PageSection } from '@/components/display/page-section';
import { VerifiedBadge } from '@/components/display/verified-badge';
import { ListLoadFailed, ListLoading } from '@/components/feedback/list-states';
import type { VerificationDocument, VerificationDocumentState } from '@/generated/api/model';
import { formatDate } from '@/i18n/formatters';
import { useVerification } from '../hooks/use-verification';
import { VerificationUpload } from './verification-upload';

const STATE_COLOUR: Record<VerificationDocumentState, string> = {
  PENDING: 'orange',
  APPROVED: 'green',
  REJECTED: 'red',
};

function DocumentRow({ document }: { document: VerificationDocument }) {
  const { t } = useTranslation('dashboards-teacher');
  return (
    <List.Item borderWidth="1px" borderRadius="l2" p="3" data-state={document.state}>
      <Stack gap="1">
        <HStack gap="2" wrap="wrap" justify="space-between">
          <Text fontWeight="semibold" overflowWrap="anywhere">
            {t(`verification.kind.${document.type}`)}: {document.fileName}
          </Text>
          <Badge colorPalette={STATE_COLOUR[document.state]} variant="subtle">
            {t(`verification.state.${document.state}`)}
          </Badge>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('verification.uploadedAt', { date: formatDate(document.uploadedAt) })}
        </Text>
        {document.state === 'REJECTED' && document.rejectionReason ? (
          <Text fontSize="sm" overflowWrap="anywhere">
            {t('verification.rejectionReason', { reason: document.rejectionReason })}
          </Text>
        ) : null}
      </Stack>
    </List.Item>
  );
}

/**
 * The teacher's verification in the dashboard: whether the badge shows, what is verified and what is missing,
 * the documents sent with their state (and a rejection's reason), and the upload of another document.
 */
export function TeacherVerification() {
  const { t } = useTranslation('dashboards-teacher');
  const { status, isPending, error, refetch } = useVerification();

  return (
    <PageSection id="teacher-verification" title={t('verification.title')}>
      {status ? (
        <Stack gap="5">
          <Stack gap="2">
            {/* In a block of its own, so the badge keeps its own width in the stretched column. */}
            <Box>
              <VerifiedBadge {...status.verification} />
            </Box>
            <Text>
              {t(status.verification.identity ? 'verification.verifiedLead' : 'verification.unverifiedLead')}
            </Text>
            <List.Root as="ul" listStyleType="none" gap="1" aria-label={t('verification.checksLabel')}>
              {(['IDENTITY', 'DIPLOMA'] as const).map((kind) => {
                const done = kind === 'IDENTITY' ? status.verification.identity : status.verification.diploma;
                return (
                  <List.Item key={kind}>
                    <HStack gap="2">
                      <Text minW="20">{t(`verification.kind.${kind}`)}</Text>
                      <Badge colorPalette={done ? 'green' : 'gray'} variant="subtle">
                        {t(done ? 'verification.check.done' : 'verification.check.missing')}
                      </Badge>
                    </HStack>
                  </List.Item>
                );
              })}
            </List.Root>
            <Text fontWeight="semibold">
              {status.missing.length > 0
                ? t('verification.missing', {
                    list: status.missing.map((kind) => t(`verification.kind.${kind}`)).join(', '),
                  })
                : t('verification.nothingMissing')}
            </Text>
          </Stack>
          <Stack gap="2">
            <Text as="h3" fontWeight="semibold" fontSize="md">
              {t('verification.documentsTitle')}
            </Text>
            {status.documents.length > 0 ? (
              <List.Root as="ul" listStyleType="none" gap="2">
                {status.documents.map((document) => (
                  <DocumentRow key={document.id} document={document} />
                ))}
              </List.Root>
            ) : (
              <Text color="fg.muted">{t('verification.noDocuments')}</Text>
            )}
          </Stack>
          <VerificationUpload missing={status.missing} />
        </Stack>
      ) : null}
      {isPending ? <ListLoading label={t('verification.loading')} rows={2} /> : null}
      {error && !status ? (
        <ListLoadFailed
          size="sm"
          error={error}
          retryLabel={t('verification.retry')}
          onRetry={() => void refetch()}
        />
      ) : null}
    </PageSection>
  );
}
