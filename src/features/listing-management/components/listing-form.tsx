import { chakra, Dialog, Input, Stack, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { type RefObject, useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import { useSubmitLock } from '@/components/forms/use-submit-lock';
import { ConfirmDialogFooter } from '@/components/overlays/confirm-dialog';
import { type UnsavedChangesRef, useReportUnsavedChanges } from '@/components/overlays/discard-changes';
import { useCategoryTree } from '@/hooks/use-category-tree';
import { useFormDraft } from '@/components/forms/use-form-draft';
import { useSessionDraft } from '@/hooks/use-session-draft';
import { formatNumber } from '@/i18n/formatters';
import { failureText } from '@/lib/api/screen-failure';
import { useSaveListing } from '../hooks/use-save-listing';
import {
  DESCRIPTION_MAX,
  LESSON_MODES,
  type ListingFormValues,
  listingPayload,
  listingSchema,
  needsLocation,
} from '../utils/listing-schema';
import { ListingCategoryFields } from './listing-category-fields';
import { ListingLocationFields } from './listing-location-fields';

interface ListingFormProps {
  /** The listing being changed, or null for a new one. */
  listingId: number | null;
  initial: ListingFormValues;
  /** The dialog puts the focus here when it opens. */
  titleRef: RefObject<HTMLInputElement | null>;
  /** Called after a successful save: the dialog closes. */
  onSaved: () => void;
  /** Told whether the form holds unsaved changes, so closing the dialog asks first. */
  changesRef?: UnsavedChangesRef;
}

/**
 * The listing dialog's body and buttons. A failed save keeps everything typed and shows the server's words
 * above the fields; one submit sends one request (the lock holds until the answer). What is typed is kept as
 * a draft until saved or discarded, and the dialog is told whether closing would lose it.
 */
export function ListingForm({ listingId, initial, titleRef, onSaved, changesRef }: ListingFormProps) {
  const { t } = useTranslation('listing-management');
  const { save, mutation } = useSaveListing(listingId);
  // What is typed survives an expiry and a sign-in (a session draft per listing, or for a new one) until saved.
  const draft = useSessionDraft(`listing:${listingId ?? 'new'}`, initial);
  // Whether a subcategory is required depends on the root chosen and on its list having arrived, which the
  // form learns after it renders: the resolver reads the latest answer at each submit.
  const needsSubcategoryRef = useRef(false);
  const form = useForm<ListingFormValues>({
    defaultValues: draft.start,
    shouldFocusError: true,
    resolver: (values, context, options) =>
      zodResolver(listingSchema({ needsSubcategory: needsSubcategoryRef.current }))(values, context, options),
  });
  const { register, control, formState } = form;
  useReportUnsavedChanges(changesRef, useFormDraft(control, draft), draft.clear);
  const { errors } = formState;
  const [rootId, lessonMode, description] = useWatch({
    control,
    name: ['rootId', 'lessonMode', 'description'],
  });
  const tree = useCategoryTree(rootId === '' ? null : Number(rootId));
  const needsSubcategory = tree.subcategoriesLoading || tree.subcategories.length > 0;
  useEffect(() => {
    needsSubcategoryRef.current = needsSubcategory;
  }, [needsSubcategory]);
  const locked = useSubmitLock(mutation.isPending);

  const onEdit = () => {
    if (mutation.isError) mutation.reset();
  };
  const titleField = register('title', { onChange: onEdit });
  const failure = mutation.isError ? failureText(mutation.error, { failed: t('form.failed') }) : null;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!(await save(listingPayload(values)))) return;
    draft.clear();
    onSaved();
  });

  return (
    // A flex column that may shrink, so the dialog's body scrolls between its header and its buttons.
    <chakra.form
      noValidate
      onSubmit={(event) => void locked(onSubmit)(event)}
      display="flex"
      flexDirection="column"
      flex="1"
      minH="0"
    >
      <Dialog.Body>
        <Stack gap="5">
          {failure ? <FormAlert status="error">{failure}</FormAlert> : null}
          <FormField label={t('form.title')} error={errors.title?.message} required>
            {(describedBy) => (
              <Input
                {...describedBy}
                {...titleField}
                ref={(element) => {
                  titleField.ref(element);
                  titleRef.current = element;
                }}
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField
            label={t('form.description')}
            error={errors.description?.message}
            helper={t('form.descriptionCounter', {
              count: description.length,
              max: formatNumber(DESCRIPTION_MAX),
            })}
            required
          >
            {(describedBy) => (
              <Textarea {...describedBy} {...register('description', { onChange: onEdit })} rows={5} />
            )}
          </FormField>
          <ListingCategoryFields form={form} tree={tree} onEdit={onEdit} />
          <FormField
            label={t('form.price')}
            error={errors.price?.message}
            helper={t('form.priceHint')}
            required
          >
            {(describedBy) => (
              <Input
                {...describedBy}
                {...register('price', { onChange: onEdit })}
                inputMode="decimal"
                autoComplete="off"
                maxW="12rem"
              />
            )}
          </FormField>
          <FormField label={t('form.lessonMode')} error={errors.lessonMode?.message} required>
            {(describedBy) => (
              <ChoiceSelect
                {...describedBy}
                {...register('lessonMode', { onChange: onEdit })}
                value={lessonMode}
                placeholder={t('form.lessonModePlaceholder')}
                options={LESSON_MODES.map((mode) => ({ id: mode, name: t(`listings:lessonMode.${mode}`) }))}
              />
            )}
          </FormField>
          {needsLocation(lessonMode) ? <ListingLocationFields form={form} onEdit={onEdit} /> : null}
        </Stack>
      </Dialog.Body>
      <ConfirmDialogFooter
        cancelLabel={t('form.cancel')}
        confirmLabel={listingId === null ? t('form.publish') : t('form.save')}
        tone="brand"
        busy={mutation.isPending}
        busyLabel={t('form.saving')}
      />
    </chakra.form>
  );
}
