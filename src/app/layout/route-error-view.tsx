import { Box, Button } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router-dom';
import { classifyRouteError } from '@/app/route-error';
import { emitSignal } from '@/lib/telemetry/signals';
import { NotFoundMessage } from './not-found-message';
import { PageMessage } from './page-message';
import { reloadPage } from './reload-page';

/**
 * errorElement of the page routes (inside the shell) and of the root (without it). A failed or timed-out page
 * part offers a full reload: after a deploy the old chunk names are gone, so retrying the same import fails.
 */
export function RouteErrorView() {
  const { t } = useTranslation('shell');
  const error = useRouteError();
  const kind = classifyRouteError(error);

  // Every failed screen is reported (src/lib/telemetry), except an address that does not exist.
  useEffect(() => {
    if (kind !== 'not-found') emitSignal({ type: 'route-error', kind, error, at: Date.now() });
  }, [error, kind]);

  if (kind === 'not-found') return <NotFoundMessage />;

  const [title, body] =
    kind === 'load'
      ? [t('errors.loadTitle'), t('errors.loadBody')]
      : kind === 'style'
        ? [t('errors.styleTitle'), t('errors.styleBody')]
        : [t('errors.genericTitle'), t('errors.genericBody')];

  return (
    <Box role="alert">
      <PageMessage
        title={title}
        body={body}
        actions={
          <Button colorPalette="brand" onClick={reloadPage}>
            {t('errors.reload')}
          </Button>
        }
      />
    </Box>
  );
}

/** The root's errorElement: the shell itself failed, so no header or footer, but still a main landmark. */
export function RootErrorView() {
  return (
    <Box as="main" id="main" tabIndex={-1}>
      <RouteErrorView />
    </Box>
  );
}
