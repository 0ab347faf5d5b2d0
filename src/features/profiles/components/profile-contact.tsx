import { Card, DataList, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { UserProfile } from '@/generated/api/model';
import { formatPhone } from '@/lib/validation/phone';

/** E-mail and phone: the server sends them to the owner only, and only the owner's screen shows them. */
export function ProfileContact({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation('profile');
  const email = profile.email?.trim();
  const phone = profile.phone?.trim();

  return (
    <Card.Root as="section" aria-labelledby="profile-contact" variant="outline" bg="bg.panel">
      <Card.Body gap="4">
        <Heading as="h2" size="md" id="profile-contact">
          {t('contact.title')}
        </Heading>
        <DataList.Root orientation="vertical" gap="3">
          <DataList.Item>
            <DataList.ItemLabel>{t('contact.email')}</DataList.ItemLabel>
            <DataList.ItemValue overflowWrap="anywhere" color={email ? 'fg' : 'fg.muted'}>
              {email || t('contact.notGiven')}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{t('contact.phone')}</DataList.ItemLabel>
            <DataList.ItemValue color={phone ? 'fg' : 'fg.muted'}>
              {phone ? formatPhone(phone) : t('contact.notGiven')}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
        <Text fontSize="sm" color="fg.muted">
          {t('contact.privateNote')}
        </Text>
      </Card.Body>
    </Card.Root>
  );
}
