import { Button, Stack } from '@chakra-ui/react';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceSelect } from '@/components/forms/choice-select';
import { FormAlert } from '@/components/forms/form-alert';
import { FormField } from '@/components/forms/form-field';
import type { ListingFormValues } from '../utils/listing-schema';

interface CategoryTree {
  roots: readonly { id: number; name: string }[];
  subcategories: readonly { id: number; name: string }[];
  subcategoriesLoading: boolean;
  rootsFailed: boolean;
  retryRoots: () => void;
}

interface ListingCategoryFieldsProps {
  form: UseFormReturn<ListingFormValues>;
  /** The shared category tree (hooks/use-category-tree) for the chosen root, read by the form. */
  tree: CategoryTree;
  onEdit: () => void;
}

/**
 * A root category, then one of its subcategories (shown once the root has any), as registration and the
 * listings filter choose them. A subcategory belongs to one root only, so a new root clears it.
 */
export function ListingCategoryFields({ form, tree, onEdit }: ListingCategoryFieldsProps) {
  const { t } = useTranslation('listing-management');
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  // Controlled selects (`value`): the choice shown is always the form's, also while options arrive.
  const [rootId, subId] = useWatch({ control, name: ['rootId', 'subId'] });

  return (
    <>
      <FormField label={t('form.root')} error={errors.rootId?.message} required>
        {(describedBy) => (
          <ChoiceSelect
            {...describedBy}
            {...register('rootId', {
              onChange: () => {
                setValue('subId', '');
                onEdit();
              },
            })}
            value={rootId}
            placeholder={t('form.rootPlaceholder')}
            options={tree.roots}
          />
        )}
      </FormField>
      {tree.rootsFailed ? (
        <Stack gap="2" align="flex-start">
          <FormAlert status="error">{t('form.categoriesFailed')}</FormAlert>
          <Button type="button" variant="outline" size="sm" onClick={tree.retryRoots}>
            {t('form.retry')}
          </Button>
        </Stack>
      ) : null}
      {rootId !== '' && (tree.subcategoriesLoading || tree.subcategories.length > 0) ? (
        <FormField label={t('form.sub')} error={errors.subId?.message} required>
          {(describedBy) => (
            <ChoiceSelect
              {...describedBy}
              {...register('subId', { onChange: onEdit })}
              value={subId}
              disabled={tree.subcategoriesLoading}
              placeholder={tree.subcategoriesLoading ? t('form.loadingChoices') : t('form.subPlaceholder')}
              options={tree.subcategories}
            />
          )}
        </FormField>
      ) : null}
    </>
  );
}
