import { useState, type KeyboardEvent, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_TAGS, type Tag } from '@portal/shared';
import { NAMESPACE } from '../i18n';

const SUGGESTIONS = 8;

interface Props {
  id: string;
  tags: Tag[];
  value: string[];
  onChange: (slugs: string[]) => void;
  inputRef: Ref<HTMLInputElement>;
  describedBy: string;
  invalid: boolean;
}

/**
 * Tags chosen among the existing ones (the API takes no new tags): typing filters the suggestions, Enter takes the
 * first, each chosen tag can be removed. At most UPLOAD_MAX_TAGS.
 */
export function TagPicker({ id, tags, value, onChange, inputRef, describedBy, invalid }: Props) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [query, setQuery] = useState('');
  const full = value.length >= UPLOAD_MAX_TAGS;
  const needle = query.trim().toLocaleLowerCase(i18n.language);
  const byName = new Map(tags.map((tag) => [tag.slug, tag.name]));
  const suggestions = full
    ? []
    : tags
        .filter((tag) => !value.includes(tag.slug))
        .filter(
          (tag) => !needle || tag.name.toLocaleLowerCase(i18n.language).includes(needle) || tag.slug.includes(needle),
        )
        .slice(0, SUGGESTIONS);

  const add = (slug: string) => {
    onChange([...value, slug]);
    setQuery('');
  };
  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter picks a tag here; it must not submit the form.
    event.preventDefault();
    if (needle && suggestions[0]) add(suggestions[0].slug);
  };

  return (
    <div className="tag-picker">
      {value.length > 0 && (
        <ul className="tag-picker__chosen" aria-label={t('flow.form.tagsChosen')}>
          {value.map((slug) => (
            <li key={slug} className="tag-picker__chip">
              <span>{byName.get(slug) ?? slug}</span>
              <button
                type="button"
                onClick={() => onChange(value.filter((s) => s !== slug))}
                aria-label={t('flow.form.tagRemove', { tag: byName.get(slug) ?? slug })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        ref={inputRef}
        type="search"
        className="input"
        value={query}
        disabled={full}
        autoComplete="off"
        placeholder={
          full
            ? t('flow.form.tagsFull', { count: UPLOAD_MAX_TAGS, max: UPLOAD_MAX_TAGS })
            : t('flow.form.tagsPlaceholder')
        }
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onChange={(event) => setQuery(event.target.value)}
        onKeyDown={keyDown}
      />
      <div className="tag-picker__suggestions">
        {suggestions.length > 0 ? (
          <>
            <span className="visually-hidden">{t('flow.form.tagsSuggested')}</span>
            {suggestions.map((tag) => (
              <button
                key={tag.slug}
                type="button"
                className="tag-picker__suggestion"
                onClick={() => add(tag.slug)}
                aria-label={t('flow.form.tagAdd', { tag: tag.name })}
              >
                + {tag.name}
              </button>
            ))}
          </>
        ) : (
          needle && !full && <span className="upload-flow__hint">{t('flow.form.tagsNone')}</span>
        )}
      </div>
    </div>
  );
}
