import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGetRootCategories, useGetSubcategories } from '@/generated/api/categories/categories';
import { BiographyField } from '@/components/forms/biography-field';
import { ExperienceField } from '@/components/forms/experience-field';
import { FormField } from '@/components/forms/form-field';
import { unwrapList as categoryList } from '@/lib/api/nested-data';
import type { RegisterSectionProps } from '../utils/register-schema';
import { ChoiceSelect } from '@/components/forms/choice-select';

/**
 * Teachers: main expertise (root categories), then a sub-expertise once a main one is
 * chosen, experience 0–40 and a biography with a counter. A failed subcategory load is only logged and
 * leaves the list empty.
 */
export function TeacherFields({ form, onEdit }: RegisterSectionProps) {
  const { t } = useTranslation('register');
  const { register, control, setValue, formState } = form;
  const { errors } = formState;
  const mainId = useWatch({ control, name: 'mainCategoryId' });
  const roots = useGetRootCategories();
  const subs = useGetSubcategories(Number(mainId), {
    query: { enabled: mainId !== '', retry: false, meta: { failureLog: 'sub-expertise list' } },
  });

  const mainError =
    errors.mainCategoryId?.message ?? (roots.isError ? 'register:mainCategory.loadFailed' : undefined);
  const subOptions = subs.isError ? [] : categoryList(subs.data?.data);

  return (
    <>
      <FormField label={t('mainCategory.label')} error={mainError} required>
        {(describedBy) => (
          <ChoiceSelect
            {...describedBy}
            {...register('mainCategoryId', {
              onChange: () => {
                // A sub-expertise belongs to one main expertise only.
                setValue('subCategoryId', '');
                onEdit();
              },
            })}
            placeholder={t('mainCategory.placeholder')}
            options={categoryList(roots.data?.data)}
          />
        )}
      </FormField>
      {mainId === '' ? null : (
        <FormField label={t('subCategory.label')} error={errors.subCategoryId?.message}>
          {(describedBy) => (
            <ChoiceSelect
              {...describedBy}
              {...register('subCategoryId', { onChange: onEdit })}
              placeholder={t('subCategory.placeholder')}
              options={subOptions}
            />
          )}
        </FormField>
      )}
      <ExperienceField form={form} name="experience" label={t('experience.label')} onEdit={onEdit} />
      <BiographyField
        form={form}
        name="biography"
        label={t('biography.label')}
        counterKey="register:biography.counter"
        onEdit={onEdit}
      />
    </>
  );
}
