import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { startWrittenFormats, useListFormat, useNumberFormat, useRelativeTimeFormat } from './formats';

function Counts({ locale, plays, controls }: { locale: string; plays: number; controls: string[] }) {
  const number = useNumberFormat(locale);
  const share = useNumberFormat(locale, { style: 'percent' });
  const list = useListFormat(locale, { type: 'unit', style: 'short' });
  const relative = useRelativeTimeFormat(locale, { numeric: 'auto' });
  return (
    <p>
      {number(plays)} · {share(0.87)} · {list(controls)} · {relative(-3, 'minute')}
    </p>
  );
}

const withClient = (client: QueryClient, element: React.ReactElement) => (
  <QueryClientProvider client={client}>{element}</QueryClientProvider>
);

afterEach(() => jest.restoreAllMocks());

describe('numbers, lists and relative times written out for a page', () => {
  it('formats in the page’s language without a query client', () => {
    render(<Counts locale="de" plays={1234567} controls={['Tastatur', 'Maus']} />);
    expect(screen.getByText(/1\.234\.567/)).toBeInTheDocument();
    expect(screen.getByText(/87 %/)).toBeInTheDocument();
    expect(screen.getByText(/vor 3 Minuten/)).toBeInTheDocument();
  });

  it('hands the browser the strings the server wrote, so hydrating makes no formatter', () => {
    const server = new QueryClient();
    startWrittenFormats(server, 'fr');
    const html = renderToString(
      withClient(server, <Counts locale="fr" plays={1234} controls={['Clavier', 'Souris']} />),
    );

    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    const listFormat = jest.spyOn(Intl, 'ListFormat');
    const relativeFormat = jest.spyOn(Intl, 'RelativeTimeFormat');
    render(withClient(browser, <Counts locale="fr" plays={1234} controls={['Clavier', 'Souris']} />));
    const sent = document.createElement('div');
    sent.innerHTML = html;
    expect(screen.getByText(/1\s234/).textContent).toBe(sent.textContent);
    expect(numberFormat).not.toHaveBeenCalled();
    expect(listFormat).not.toHaveBeenCalled();
    expect(relativeFormat).not.toHaveBeenCalled();
    expect(sent.textContent).toMatch(/il y a 3 minutes/);
  });

  it('formats in the browser what the server did not write (a count that changed)', () => {
    const server = new QueryClient();
    startWrittenFormats(server, 'en');
    renderToString(withClient(server, <Counts locale="en" plays={41} controls={['Mouse']} />));
    const browser = new QueryClient();
    hydrate(browser, JSON.parse(JSON.stringify(dehydrate(server))));
    const numberFormat = jest.spyOn(Intl, 'NumberFormat');
    render(withClient(browser, <Counts locale="en" plays={42} controls={['Mouse']} />));
    expect(screen.getByText(/^42 ·/)).toBeInTheDocument();
    expect(numberFormat).toHaveBeenCalledTimes(1);
  });
});
