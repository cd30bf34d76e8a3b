import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router';
import type { AnalyticsBatch } from './events';
import { startAnalytics } from './tracker';
import { useTrackVisits } from './useTrackVisits';

let navigate: NavigateFunction;

function Page() {
  useTrackVisits();
  navigate = useNavigate();
  return null;
}

it('counts a visit per client-side navigation, the landing page once', () => {
  const beacon = jest.fn((_url: string, _body: string) => true);
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: beacon });
  window.history.replaceState(null, '', '/games/snake');
  const stop = startAnalytics();
  render(
    <MemoryRouter initialEntries={['/games/snake']}>
      <Page />
    </MemoryRouter>,
  );
  act(() => void navigate('/blog'));
  act(() => void navigate('/blog'));
  window.dispatchEvent(new Event('pagehide'));
  stop();

  const events = beacon.mock.calls.flatMap(([, body]) => (JSON.parse(body) as AnalyticsBatch).events);
  expect(events.filter((e) => e.name === 'visit').map((e) => e.path)).toEqual(['/games/snake', '/blog']);
});
