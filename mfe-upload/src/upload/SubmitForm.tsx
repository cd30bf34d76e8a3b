import { useId, useRef } from 'react';
import { Controller, useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  LOCALES,
  UPLOAD_DESCRIPTION_MAX_LENGTH,
  UPLOAD_INSTRUCTIONS_MAX_LENGTH,
  UPLOAD_MAX_TAGS,
  UPLOAD_TITLE_MAX_LENGTH,
  UPLOAD_THUMBNAIL_MAX_BYTES,
  UPLOAD_TITLE_MIN_LENGTH,
  isLocale,
  useApiMutation,
  type GameOrientation,
  type UploadItem,
} from '@portal/shared';
import { submitUpload } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { QueryState } from '../pages/QueryState';
import { formatBytes } from './formatUnits';
import { checkAll, cleanText, cleanTitle, FIELDS, type Field, type SubmitValues } from './formRules';
import { LanguagesField } from './LanguagesField';
import { RequiredMark } from './RequiredMark';
import { describeSubmitFailure } from './submitErrors';
import { TagPicker } from './TagPicker';
import { ThumbnailField } from './ThumbnailField';
import type { FlowMessage } from './uploadErrors';
import { useCatalogueChoices } from './useCatalogueChoices';

const ORIENTATIONS: GameOrientation[] = ['landscape', 'portrait', 'any'];

interface Props {
  fileId: string;
  archive: File;
  onSubmitted: (item: UploadItem, values: SubmitValues) => void;
}

/** A field's error as the form keeps it: its message key, with the values the message names. */
type FieldMessage = FieldError & { params?: FlowMessage['params'] };

/**
 * Step 4: the game's description, checked on blur (then as it is fixed) and on submit with the API's own limits,
 * through react-hook-form: every invalid field shows its message, the first one gets the focus, nothing is sent
 * while any is invalid; a refusal from the API lands on its field.
 */
export function SubmitForm({ fileId, archive, onSubmitted }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const formatSize = (bytes: number) => formatBytes(bytes, locale);
  const catalogue = useCatalogueChoices();
  /** A refused picture is an error of its own, kept until another one is chosen. */
  const refused = useRef<FlowMessage | null>(null);
  const form = useForm<SubmitValues>({
    defaultValues: {
      title: '',
      description: '',
      instructions: '',
      textLanguage: locale,
      category: '',
      tags: [],
      orientation: 'landscape',
      thumbnail: null,
      languages: [locale],
    },
    mode: 'onTouched',
    shouldFocusError: false,
    resolver: (values) => {
      const found = checkAll(values);
      if (refused.current && !values.thumbnail) found.thumbnail = refused.current;
      const errors = Object.fromEntries(
        Object.entries(found).map(([field, { key, params }]) => [field, { type: 'rule', message: key, params }]),
      );
      return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
    },
  });
  const { control, register, setError, clearErrors, handleSubmit, formState } = form;
  const errors = formState.errors as Partial<Record<Field, FieldMessage>>;
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const base = useId();
  const idOf = (field: Field, part: 'input' | 'hint' | 'error') => `${base}-${field}-${part}`;

  const refFor = (field: Field) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };
  /** A native control, registered with the form and remembered for the focus. */
  const native = (field: Field) => {
    const registered = register(field);
    return { ...registered, ref: (element: HTMLElement | null) => (registered.ref(element), refFor(field)(element)) };
  };
  const describedBy = (field: Field, hint = true) =>
    [errors[field] ? idOf(field, 'error') : '', hint ? idOf(field, 'hint') : ''].filter(Boolean).join(' ');
  const invalid = (field: Field) => Boolean(errors[field]);
  const errorText = (field: Field) => {
    const error = errors[field];
    return error?.message ? (
      <p id={idOf(field, 'error')} className="upload-flow__error upload-form__error">
        {t(error.message, error.params)}
      </p>
    ) : null;
  };
  const focusFirst = (found: Partial<Record<Field, unknown>>) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const submission = useApiMutation({
    mutationFn: (values: SubmitValues) =>
      submitUpload(
        {
          file_id: fileId,
          title: cleanTitle(values.title),
          description: cleanText(values.description),
          instructions: cleanText(values.instructions),
          text_language: values.textLanguage,
          category: values.category,
          tags: values.tags,
          orientation: values.orientation,
          thumbnail: values.thumbnail!,
          languages: values.languages,
        },
        { showToast: false },
      ),
    onSuccess: (item, values) => onSubmitted(item, values),
    onError: (error) => {
      const failure = describeSubmitFailure(error, formatSize);
      if (!failure.field) return;
      setError(failure.field, {
        type: 'server',
        message: failure.message.key,
        params: failure.message.params,
      } as FieldMessage);
      focusFirst({ [failure.field]: true });
    },
  });
  const sending = submission.isPending || submission.isSuccess;
  const refusal = submission.error ? describeSubmitFailure(submission.error, formatSize) : null;
  const formError = refusal && !refusal.field ? refusal.message : null;

  const submit = handleSubmit(
    (values) => {
      if (!sending) submission.mutate(values);
    },
    (found) => {
      submission.reset();
      focusFirst(found);
    },
  );

  const textField = (field: 'description' | 'instructions', max: number) => (
    <div className="upload-form__field">
      <label htmlFor={idOf(field, 'input')}>{t(`flow.form.${field}`)}</label>
      <textarea
        id={idOf(field, 'input')}
        className="input"
        rows={field === 'description' ? 5 : 4}
        {...native(field)}
        aria-invalid={invalid(field) || undefined}
        aria-describedby={describedBy(field)}
      />
      <p id={idOf(field, 'hint')} className="upload-flow__hint">
        {t(`flow.form.${field}Hint`, { max })}
      </p>
      {errorText(field)}
    </div>
  );

  return (
    <form
      className="upload-form"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={sending || undefined}
      data-testid="upload-form"
    >
      <h2>{t('flow.form.title')}</h2>
      <p className="upload-flow__hint">{t('flow.form.intro')}</p>

      <div className="upload-form__field">
        <label htmlFor={idOf('title', 'input')}>
          {t('flow.form.gameTitle')}
          <RequiredMark />
        </label>
        <input
          id={idOf('title', 'input')}
          className="input"
          {...native('title')}
          aria-invalid={invalid('title') || undefined}
          aria-describedby={describedBy('title')}
          aria-required="true"
        />
        <p id={idOf('title', 'hint')} className="upload-flow__hint">
          {t('flow.form.gameTitleHint', { min: UPLOAD_TITLE_MIN_LENGTH, max: UPLOAD_TITLE_MAX_LENGTH })}
        </p>
        {errorText('title')}
      </div>

      {textField('description', UPLOAD_DESCRIPTION_MAX_LENGTH)}
      {textField('instructions', UPLOAD_INSTRUCTIONS_MAX_LENGTH)}

      <div className="upload-form__field">
        <label htmlFor={idOf('textLanguage', 'input')}>{t('flow.form.textLanguage')}</label>
        <select
          id={idOf('textLanguage', 'input')}
          className="input"
          {...native('textLanguage')}
          aria-invalid={invalid('textLanguage') || undefined}
          aria-describedby={describedBy('textLanguage', false)}
        >
          {LOCALES.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.name}
            </option>
          ))}
        </select>
        {errorText('textLanguage')}
      </div>

      <QueryState
        query={catalogue}
        error={t('flow.form.catalogueFailed')}
        retry={t('flow.progress.retry')}
        variant="form"
      />

      <div className="upload-form__field">
        <label htmlFor={idOf('category', 'input')}>
          {t('flow.form.category')}
          <RequiredMark />
        </label>
        <select
          id={idOf('category', 'input')}
          className="input"
          {...native('category')}
          aria-invalid={invalid('category') || undefined}
          aria-describedby={describedBy('category', false)}
          aria-required="true"
          aria-busy={catalogue.isPending || undefined}
        >
          <option value="">{t('flow.form.categoryChoose')}</option>
          {catalogue.data?.categories.map((category) => (
            <option key={category.slug} value={category.slug}>
              {category.name}
            </option>
          ))}
        </select>
        {errorText('category')}
      </div>

      <div className="upload-form__field">
        <label htmlFor={idOf('tags', 'input')}>{t('flow.form.tags')}</label>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagPicker
              id={idOf('tags', 'input')}
              tags={catalogue.data?.tags ?? []}
              value={field.value}
              onChange={field.onChange}
              inputRef={refFor('tags')}
              describedBy={describedBy('tags')}
              invalid={invalid('tags')}
            />
          )}
        />
        <p id={idOf('tags', 'hint')} className="upload-flow__hint">
          {t('flow.form.tagsHint', { max: UPLOAD_MAX_TAGS })}
        </p>
        {errorText('tags')}
      </div>

      <fieldset className="upload-form__field upload-form__orientation">
        <legend>{t('flow.form.orientation')}</legend>
        {ORIENTATIONS.map((orientation, index) => (
          <label key={orientation}>
            <input
              type="radio"
              value={orientation}
              {...(index === 0 ? native('orientation') : register('orientation'))}
            />
            {t(`flow.form.orientations.${orientation}`)}
          </label>
        ))}
      </fieldset>

      <div className="upload-form__field">
        <Controller
          control={control}
          name="thumbnail"
          render={({ field }) => (
            <ThumbnailField
              archive={archive}
              value={field.value}
              onChange={field.onChange}
              onError={(message) => {
                refused.current = message;
                if (message)
                  setError('thumbnail', {
                    type: 'refused',
                    message: message.key,
                    params: message.params,
                  } as FieldMessage);
                else clearErrors('thumbnail');
              }}
              inputRef={refFor('thumbnail')}
              describedBy={describedBy('thumbnail')}
              invalid={invalid('thumbnail')}
            />
          )}
        />
        <p id={idOf('thumbnail', 'hint')} className="upload-flow__hint">
          {t('flow.form.thumbnailHint', { max: formatBytes(UPLOAD_THUMBNAIL_MAX_BYTES, locale) })}
        </p>
        {errorText('thumbnail')}
      </div>

      <div className="upload-form__field">
        <Controller
          control={control}
          name="languages"
          render={({ field }) => (
            <LanguagesField
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              firstRef={refFor('languages')}
              describedBy={describedBy('languages')}
              invalid={invalid('languages')}
            />
          )}
        />
        <p id={idOf('languages', 'hint')} className="upload-flow__hint">
          {t('flow.form.languagesHint')}
        </p>
        {errorText('languages')}
      </div>

      {formError && (
        <p role="alert" className="upload-flow__error" data-testid="upload-submit-error">
          {t(formError.key, formError.params)}
        </p>
      )}
      <button type="submit" className="button" disabled={sending} data-testid="upload-submit">
        {sending ? t('flow.form.sending') : t('flow.form.submit')}
      </button>
    </form>
  );
}
