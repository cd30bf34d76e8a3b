import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { IsolatedText } from './IsolatedText';

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { games: { title: 'Search: <bdi>{{query}}</bdi>', count: 'Results for <bdi>{{query}}</bdi>: {{value}}' } },
  },
  interpolation: { escapeValue: false },
  showSupportNotice: false,
});

const show = (i18nKey: string, values: Record<string, string | number>) =>
  render(
    <I18nextProvider i18n={i18n}>
      <h1>
        <IsolatedText ns="games" i18nKey={i18nKey} values={values} />
      </h1>
    </I18nextProvider>,
  );

describe('IsolatedText', () => {
  it.each(['a<b&c', '&lt;tag&gt;', '<bdi>x</bdi>', '<img src=x onerror=alert(1)>', '{{query}}'])(
    'shows %s as typed, isolated in a <bdi>',
    (query) => {
      const { container } = show('title', { query });
      expect(screen.getByRole('heading').textContent).toBe(`Search: ${query}`);
      expect(container.querySelector('bdi')?.textContent).toBe(query);
      expect(container.querySelector('img')).toBeNull();
    },
  );

  it('fills every value of the sentence', () => {
    show('count', { query: 'snake', value: 12 });
    expect(screen.getByRole('heading').textContent).toBe('Results for snake: 12');
  });
});
