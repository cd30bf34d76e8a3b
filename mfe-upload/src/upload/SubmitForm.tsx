import { useId, useRef, useState, type FormEvent } from 'react';
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
  loadFailed,
  type GameOrientation,
  type UploadItem,
} from '@portal/shared';
import { submitUpload } from '../api/upload';
import { NAMESPACE } from '../i18n';
import { formatBytes } from './formatUnits';
import {
  checkAll,
  checkField,
  cleanText,
  cleanTitle,
  FIELDS,
  type Field,
  type FieldErrors,
  type SubmitValues,
} from './formRules';
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

/**
 * Step 4: the game's description, checked on blur and on submit with the API's own limits (the first invalid
 * field gets the focus, nothing is sent while any is invalid); a refusal from the API lands on its field.
 */
export function SubmitForm({ fileId, archive, onSubmitted }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const locale = isLocale(i18n.language) ? i18n.language : 'en';
  const catalogue = useCatalogueChoices();
  const [values, setValues] = useState<SubmitValues>({
    title: '',
    description: '',
    instructions: '',
    textLanguage: locale,
    category: '',
    tags: [],
    orientation: 'landscape',
    thumbnail: null,
    languages: [locale],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<FlowMessage | null>(null);
  const [sending, setSending] = useState(false);
  const controls = useRef<Partial<Record<Field, HTMLElement | null>>>({});
  const base = useId();
  const idOf = (field: Field, part: 'input' | 'hint' | 'error') => `${base}-${field}-${part}`;

  const setError = (field: Field, message: FlowMessage | null) =>
    setErrors((current) => ({ ...current, [field]: message ?? undefined }));
  const update = <K extends Field>(field: K, value: SubmitValues[K]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // A shown error follows the fix as it is typed; a new one waits for blur or submit.
    if (errors[field]) setError(field, checkField(field, next));
  };
  const blur = (field: Field) => setError(field, checkField(field, values));
  const refFor = (field: Field) => (element: HTMLElement | null) => {
    controls.current[field] = element;
  };
  const describedBy = (field: Field, hint = true) =>
    [errors[field] ? idOf(field, 'error') : '', hint ? idOf(field, 'hint') : ''].filter(Boolean).join(' ');
  const invalid = (field: Field) => Boolean(errors[field]);
  const errorText = (field: Field) => {
    const message = errors[field];
    return message ? (
      <p id={idOf(field, 'error')} className="upload-flow__error upload-form__error">
        {t(message.key, message.params)}
      </p>
    ) : null;
  };
  const focusFirst = (found: FieldErrors) => {
    const first = FIELDS.find((field) => found[field]);
    if (first) controls.current[first]?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    // A refused picture is an error of its own, kept until another one is chosen.
    const found = {
      ...checkAll(values),
      ...(errors.thumbnail && !values.thumbnail ? { thumbnail: errors.thumbnail } : {}),
    };
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      const item = await submitUpload(
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
      );
      onSubmitted(item, values);
    } catch (error) {
      const failure = describeSubmitFailure(error);
      if (failure.field) {
        const refused = { [failure.field]: failure.message };
        setErrors(refused);
        focusFirst(refused);
      } else {
        setFormError(failure.message);
      }
      setSending(false);
    }
  };

  const textField = (field: 'description' | 'instructions', max: number) => (
    <div className="upload-form__field">
      <label htmlFor={idOf(field, 'input')}>{t(`flow.form.${field}`)}</label>
      <textarea
        id={idOf(field, 'input')}
        ref={refFor(field)}
        className="input"
        rows={field === 'description' ? 5 : 4}
        value={values[field]}
        onChange={(event) => update(field, event.target.value)}
        onBlur={() => blur(field)}
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
          ref={refFor('title')}
          className="input"
          value={values.title}
          onChange={(event) => update('title', event.target.value)}
          onBlur={() => blur('title')}
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
          ref={refFor('textLanguage')}
          className="input"
          value={values.textLanguage}
          onChange={(event) => update('textLanguage', event.target.value)}
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

      {loadFailed(catalogue) && (
        <div className="upload-flow__error" role="alert">
          <p>{t('flow.form.catalogueFailed')}</p>
          <button type="button" className="button button--ghost" onClick={() => void catalogue.refetch()}>
            {t('flow.progress.retry')}
          </button>
        </div>
      )}

      <div className="upload-form__field">
        <label htmlFor={idOf('category', 'input')}>
          {t('flow.form.category')}
          <RequiredMark />
        </label>
        <select
          id={idOf('category', 'input')}
          ref={refFor('category')}
          className="input"
          value={values.category}
          onChange={(event) => update('category', event.target.value)}
          onBlur={() => blur('category')}
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
        <TagPicker
          id={idOf('tags', 'input')}
          tags={catalogue.data?.tags ?? []}
          value={values.tags}
          onChange={(tags) => update('tags', tags)}
          inputRef={refFor('tags')}
          describedBy={describedBy('tags')}
          invalid={invalid('tags')}
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
              ref={index === 0 ? refFor('orientation') : undefined}
              type="radio"
              name={`${base}-orientation`}
              value={orientation}
              checked={values.orientation === orientation}
              onChange={() => update('orientation', orientation)}
            />
            {t(`flow.form.orientations.${orientation}`)}
          </label>
        ))}
      </fieldset>

      <div className="upload-form__field">
        <ThumbnailField
          archive={archive}
          value={values.thumbnail}
          onChange={(thumbnail) => update('thumbnail', thumbnail)}
          onError={(message) => setError('thumbnail', message)}
          inputRef={refFor('thumbnail')}
          describedBy={describedBy('thumbnail')}
          invalid={invalid('thumbnail')}
        />
        <p id={idOf('thumbnail', 'hint')} className="upload-flow__hint">
          {t('flow.form.thumbnailHint', { max: formatBytes(UPLOAD_THUMBNAIL_MAX_BYTES, locale) })}
        </p>
        {errorText('thumbnail')}
      </div>

      <div className="upload-form__field">
        <LanguagesField
          value={values.languages}
          onChange={(languages) => update('languages', languages)}
          onBlur={() => blur('languages')}
          firstRef={refFor('languages')}
          describedBy={describedBy('languages')}
          invalid={invalid('languages')}
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
