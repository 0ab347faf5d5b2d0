import { Button, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useNotFoundStatus } from '@/lib/seo/page-status';
import { ListingsLayout } from './listings-layout';

interface ListingsNotFoundProps {
  title: string;
  body: string;
  /** The link back to all listings. */
  backLabel: string;
}

/** What an address that names no listing or no category shows: why, and the way back to all listings. */
export function ListingsNotFound({ title, body, backLabel }: ListingsNotFoundProps) {
  // The server answers such an address 404 with noindex, whether or not the API said so (a category's name).
  useNotFoundStatus();
  return (
    <ListingsLayout title={title}>
      <Stack gap="4" align="flex-start">
        <Text color="fg.muted" fontSize="lg">
          {body}
        </Text>
        <Button asChild colorPalette="brand" variant="outline">
          <RouterLink to={paths.listings.getHref()}>{backLabel}</RouterLink>
        </Button>
      </Stack>
    </ListingsLayout>
  );
}
