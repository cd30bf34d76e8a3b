import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES } from '@portal/shared';
import { NAMESPACE } from '../i18n';
import { RequiredMark } from './RequiredMark';

interface Props {
  value: string[];
  onChange: (codes: string[]) => void;
  onBlur: () => void;
  firstRef: Ref<HTMLInputElement>;
  describedBy: string;
  invalid: boolean;
}

/** The portal's 18 languages the game itself can be played in, each named in its own language. */
export function LanguagesField({ value, onChange, onBlur, firstRef, describedBy, invalid }: Props) {
  const { t } = useTranslation(NAMESPACE);
  const toggle = (code: string, on: boolean) =>
    onChange(
      on ? LOCALES.map((l) => l.code).filter((c) => c === code || value.includes(c)) : value.filter((c) => c !== code),
    );

  return (
    <fieldset className="languages-field" aria-describedby={describedBy}>
      <legend>
        {t('flow.form.languages')}
        <RequiredMark />
      </legend>
      <div className="languages-field__grid">
        {LOCALES.map((locale, index) => (
          <label key={locale.code} className="languages-field__option">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="checkbox"
              checked={value.includes(locale.code)}
              onChange={(event) => toggle(locale.code, event.target.checked)}
              onBlur={onBlur}
              aria-invalid={invalid || undefined}
            />
            <span lang={locale.code}>{locale.name}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
