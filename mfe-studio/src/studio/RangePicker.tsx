import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../i18n';
import { RANGE_DAYS, type RangeDays } from './range';

/** The range of the charts: native radio buttons, so the arrow keys move between them and a form reads them. */
export function RangePicker({ value, onChange }: { value: RangeDays; onChange: (days: RangeDays) => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <fieldset className="range-picker" data-testid="range-picker">
      <legend>{t('range.label')}</legend>
      {RANGE_DAYS.map((days) => (
        <label key={days} className="range-picker__option">
          <input
            type="radio"
            name="studio-range"
            value={days}
            checked={value === days}
            onChange={() => onChange(days)}
          />
          <span>{t('range.days', { count: days })}</span>
        </label>
      ))}
    </fieldset>
  );
}
