import { Button, IconButton, Menu, Portal } from '@chakra-ui/react';
import { Ellipsis, Flag } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '@/components/feedback/toaster';
import type { SafetyTarget, SafetyVariant } from '@/components/overlays/safety-slot';
import { useActionLock } from '@/hooks/use-action-lock';
import { useBlockActions } from '@/hooks/use-block-actions';
import { useHasBlocked } from '@/hooks/use-has-blocked';
import { useSession } from '@/lib/api';
import { failureText } from '@/lib/api/screen-failure';
import { lazyComponent } from '@/lib/lazy/lazy-component';

// The dialogs load when first opened: most visits of a profile, a listing or a room never report anyone.
const ReportDialog = lazyComponent(() => import('./report-dialog').then((module) => module.ReportDialog));
const BlockDialog = lazyComponent(() => import('./block-dialog').then((module) => module.BlockDialog));

type Open = 'report' | 'block' | null;

/** The item is the signed-in person or theirs: nothing to report or block. */
function isOwn(target: SafetyTarget, user: { id: number; username: string }): boolean {
  if (target.kind === 'USER' && target.id === user.id) return true;
  if (target.ownerId != null && target.ownerId === user.id) return true;
  return target.ownerUsername != null && target.ownerUsername === user.username;
}

/**
 * The report entry of one item (a flag button) or, beside a person, a menu with 'Şikayet et' and 'Engelle' /
 * 'Engeli kaldır'. Shown only to a signed-in person and never for themselves or their own content.
 */
export function SafetyEntry({ target, variant }: { target: SafetyTarget; variant: SafetyVariant }) {
  const { user, isSignedIn } = useSession();
  if (!isSignedIn || !user || isOwn(target, user)) return null;
  return variant === 'menu' && target.kind === 'USER' ? (
    <PersonMenu target={target} />
  ) : (
    <ReportEntry target={target} variant={variant} />
  );
}

function ReportEntry({ target, variant }: { target: SafetyTarget; variant: SafetyVariant }) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState(false);
  const label = t(`report.open.${target.kind}`);
  return (
    <>
      {variant === 'button' ? (
        <Button variant="ghost" size="sm" color="fg.muted" onClick={() => setOpen(true)}>
          <Flag aria-hidden="true" />
          {label}
        </Button>
      ) : (
        <IconButton
          variant="ghost"
          size="xs"
          color="fg.muted"
          aria-label={label}
          title={label}
          onClick={() => setOpen(true)}
        >
          <Flag aria-hidden="true" />
        </IconButton>
      )}
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog target={target} open onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function PersonMenu({ target }: { target: SafetyTarget }) {
  const { t } = useTranslation('safety');
  const [open, setOpen] = useState<Open>(null);
  const isBlocked = useHasBlocked(target.id);
  const { unblock } = useBlockActions();
  const lock = useActionLock();

  const lift = () =>
    lock.run(async () => {
      try {
        await unblock.mutateAsync({ userId: target.id });
        toaster.create({ type: 'success', title: t('block.unblocked', { name: target.label }) });
      } catch (error) {
        toaster.create({ type: 'error', title: failureText(error, { failed: t('block.failed') }) });
      }
    });

  return (
    <>
      <Menu.Root
        lazyMount
        unmountOnExit
        positioning={{ placement: 'bottom-end' }}
        onSelect={({ value }) => {
          if (value === 'unblock') void lift();
          else setOpen(value === 'block' ? 'block' : 'report');
        }}
      >
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={t('menu.open', { name: target.label })}>
            <Ellipsis aria-hidden="true" />
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content minW="12rem">
              <Menu.Item value="report">{t('report.open.USER')}</Menu.Item>
              {/* Until the list is known the entry cannot say which way it would go. */}
              {isBlocked !== null ? (
                <Menu.Item value={isBlocked ? 'unblock' : 'block'} disabled={lock.isLocked()}>
                  {t(isBlocked ? 'menu.unblock' : 'menu.block')}
                </Menu.Item>
              ) : null}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open !== null ? (
        <Suspense fallback={null}>
          {open === 'report' ? (
            <ReportDialog target={target} open onClose={() => setOpen(null)} />
          ) : (
            <BlockDialog target={target} open onClose={() => setOpen(null)} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
