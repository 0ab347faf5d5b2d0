import { Box, Button, Dialog, Slider, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import Cropper, { type Area, type Point } from 'react-easy-crop';
import { useTranslation } from 'react-i18next';
import { DialogLayer } from '@/components/overlays/dialog-layer';
import { centredSquare, type PhotoArea } from '../utils/photo-rules';

const MIN_ZOOM = 1;
const MAX_ZOOM = 4;

interface PhotoCropDialogProps {
  /** The chosen photo's object URL, or null when the dialog is closed. */
  source: string | null;
  width: number;
  height: number;
  onApply: (area: PhotoArea) => void;
  onCancel: () => void;
}

/**
 * Framing the chosen photo: a square drawn round, as the avatar shows it; drag (or the arrow keys on the
 * frame) moves it, the slider, the mouse wheel and two fingers zoom. Until the cropper has measured the photo
 * the centred square stands, so "Kullan" always has a frame.
 */
export function PhotoCropDialog({ source, width, height, onApply, onCancel }: PhotoCropDialogProps) {
  const { t } = useTranslation('profile-setup');
  const hintId = useId();
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [area, setArea] = useState<PhotoArea | null>(null);

  return (
    <Dialog.Root
      open={source !== null}
      onOpenChange={({ open }) => (open ? undefined : onCancel())}
      lazyMount
      unmountOnExit
      placement="center"
      size="md"
      onExitComplete={() => {
        setCrop({ x: 0, y: 0 });
        setZoom(MIN_ZOOM);
        setArea(null);
      }}
    >
      <DialogLayer>
        <Dialog.Header flexDirection="column" alignItems="flex-start" gap="1">
          <Dialog.Title>{t('photo.crop.title')}</Dialog.Title>
          <Dialog.Description id={hintId} color="fg.muted">
            {t('photo.crop.hint')}
          </Dialog.Description>
        </Dialog.Header>
        <Dialog.Body>
          <Box
            position="relative"
            width="full"
            height={{ base: '72', sm: '80' }}
            bg="gray.900"
            borderRadius="l2"
          >
            {source ? (
              <Cropper
                image={source}
                crop={crop}
                zoom={zoom}
                minZoom={MIN_ZOOM}
                maxZoom={MAX_ZOOM}
                aspect={1}
                cropShape="round"
                showGrid={false}
                onCropChange={setCrop}
                onZoomChange={setZoom}
                onCropComplete={(_, pixels: Area) => setArea(pixels)}
                mediaProps={{ alt: t('photo.crop.imageAlt') }}
                cropperProps={{
                  role: 'group',
                  'aria-label': t('photo.crop.frame'),
                  'aria-describedby': hintId,
                }}
              />
            ) : null}
          </Box>
          <Slider.Root
            mt="5"
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={0.05}
            value={[zoom]}
            onValueChange={({ value }) => setZoom(value[0] ?? MIN_ZOOM)}
            getAriaValueText={({ value }) => t('photo.crop.zoomValue', { percent: Math.round(value * 100) })}
          >
            <Slider.Label>{t('photo.crop.zoom')}</Slider.Label>
            <Slider.Control>
              <Slider.Track>
                <Slider.Range />
              </Slider.Track>
              <Slider.Thumbs />
            </Slider.Control>
          </Slider.Root>
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('photo.crop.sizeNote')}
          </Text>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="outline" onClick={onCancel}>
            {t('photo.crop.cancel')}
          </Button>
          <Button colorPalette="brand" onClick={() => onApply(area ?? centredSquare(width, height))}>
            {t('photo.crop.apply')}
          </Button>
        </Dialog.Footer>
      </DialogLayer>
    </Dialog.Root>
  );
}
