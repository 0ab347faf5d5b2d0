import { z } from 'zod';
import type { Announcement, AnnouncementRequest, LessonMode } from '@/generated/api/model';
import {
  announcementRequestDescriptionMax,
  announcementRequestDescriptionMin,
  announcementRequestTitleMax,
  announcementRequestTitleMin,
} from '@/generated/zod/components/index.zod';
import { userTextField } from '@/lib/validation/user-text-field';

export const LESSON_MODES = ['ONLINE', 'IN_PERSON', 'BOTH'] as const satisfies readonly LessonMode[];
export const DESCRIPTION_MAX = announcementRequestDescriptionMax;

/** Whole lira, or lira and kuruş with a comma or a point: '450', '450,50', '450.5'. */
const FEE_PATTERN = /^\d{1,7}([.,]\d{1,2})?$/;

type ErrorKey =
  | `${'title' | 'description'}.${'required' | 'min' | 'max'}`
  | `price.${'required' | 'invalid' | 'min'}`
  | `${'lessonMode' | 'root' | 'sub' | 'city' | 'district'}.required`;

/** A message as FormField shows it: a namespaced i18n key. */
const errorKey = (key: ErrorKey) => `listing-management:errors.${key}`;
const message = (key: ErrorKey) => ({ error: errorKey(key) });

/** A lesson given in person needs a place: every mode but ONLINE. */
export const needsLocation = (mode: string): boolean => mode === 'IN_PERSON' || mode === 'BOTH';

export interface ListingSchemaOptions {
  /** The chosen root category has subcategories, so one of them must be chosen. */
  needsSubcategory: boolean;
}

/**
 * The listing form (the contract's AnnouncementRequest) with Turkish messages: title 5–100 and description
 * 20–2000 characters after the one text rule (no control or bidi characters) and trimming, an hourly fee of 0 or more, a lesson
 * mode, a category (the subcategory when its root has any), and a province and district for lessons given in
 * person. Every field is a string, as the form holds it; `listingPayload` converts.
 */
export function listingSchema({ needsSubcategory }: ListingSchemaOptions) {
  return z
    .object({
      title: userTextField({
        min: announcementRequestTitleMin,
        max: announcementRequestTitleMax,
        messages: {
          required: errorKey('title.required'),
          min: errorKey('title.min'),
          max: errorKey('title.max'),
        },
      }),
      description: userTextField({
        multiline: true,
        min: announcementRequestDescriptionMin,
        max: announcementRequestDescriptionMax,
        messages: {
          required: errorKey('description.required'),
          min: errorKey('description.min'),
          max: errorKey('description.max'),
        },
      }),
      price: z
        .string()
        .trim()
        .min(1, message('price.required'))
        // A negative number gets the rule it breaks (the contract's minimum is 0), anything else not a fee
        // is asked for in the form of one; the pattern admits no sign, so every fee it lets through is ≥ 0.
        .refine((value) => !/^-\d/.test(value), message('price.min'))
        .refine((value) => /^-\d/.test(value) || FEE_PATTERN.test(value), message('price.invalid')),
      lessonMode: z
        .string()
        .refine((value) => LESSON_MODES.some((mode) => mode === value), message('lessonMode.required')),
      rootId: z.string().min(1, message('root.required')),
      subId: z.string(),
      city: z.string(),
      district: z.string(),
    })
    .superRefine((values, context) => {
      if (needsSubcategory && values.rootId !== '' && values.subId === '')
        context.addIssue({ code: 'custom', path: ['subId'], message: errorKey('sub.required') });
      if (!needsLocation(values.lessonMode)) return;
      if (values.city === '')
        context.addIssue({ code: 'custom', path: ['city'], message: errorKey('city.required') });
      if (values.district === '')
        context.addIssue({ code: 'custom', path: ['district'], message: errorKey('district.required') });
    });
}

export type ListingFormValues = z.input<ReturnType<typeof listingSchema>>;

/** The fee as a number; a comma is the Turkish decimal separator. */
function feeOf(value: string): number {
  return Number(value.trim().replace(',', '.'));
}

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  description: '',
  price: '',
  lessonMode: '',
  rootId: '',
  subId: '',
  city: '',
  district: '',
};

/** An existing listing as the form holds it; its category is placed under its root by the caller. */
export function listingFormValues(
  listing: Announcement,
  category: { rootId: number; subId: number | null } | null,
): ListingFormValues {
  return {
    title: listing.title,
    description: listing.description ?? '',
    price: typeof listing.price === 'number' ? String(listing.price).replace('.', ',') : '',
    lessonMode: listing.lessonMode ?? '',
    rootId: category ? String(category.rootId) : '',
    subId: category?.subId ? String(category.subId) : '',
    city: listing.city ?? '',
    district: listing.district ?? '',
  };
}

/**
 * POST /v1/announcements/create and PUT /v1/announcements/update/{id}: the subcategory when one is chosen,
 * else the root; an online-only listing sends no place.
 */
export function listingPayload(values: ListingFormValues): AnnouncementRequest {
  const mode = LESSON_MODES.find((item) => item === values.lessonMode) ?? 'ONLINE';
  const located = needsLocation(mode);
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    price: feeOf(values.price),
    lessonMode: mode,
    categoryId: Number(values.subId || values.rootId),
    city: located ? values.city : null,
    district: located ? values.district : null,
  };
}
