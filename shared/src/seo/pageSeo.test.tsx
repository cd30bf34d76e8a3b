import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useNavigate, type NavigateFunction } from 'react-router';
import type { SeoValues } from './fillSeo';
import { pageSeoAtom, usePageSeo } from './pageSeo';

let navigate: NavigateFunction;

function Page({ values }: { values: SeoValues }) {
  usePageSeo(values);
  navigate = useNavigate();
  return null;
}

const mount = (store: ReturnType<typeof createStore>, values: SeoValues) => (
  <Provider store={store}>
    <MemoryRouter initialEntries={['/games/snake']}>
      <Routes>
        <Route path="/games/:slug" element={<Page values={values} />} />
        <Route path="/tags" element={<Page values={{}} />} />
      </Routes>
    </MemoryRouter>
  </Provider>
);

describe('usePageSeo', () => {
  it('reports the values with the path they belong to, and again for the next page', () => {
    const store = createStore();
    render(mount(store, { gameName: 'Snake', categoryName: undefined }));
    expect(store.get(pageSeoAtom)).toEqual({ pathname: '/games/snake', values: { gameName: 'Snake' } });
    act(() => void navigate('/tags'));
    expect(store.get(pageSeoAtom)).toEqual({ pathname: '/tags', values: {} });
  });

  it('reports again when the values change, not when a re-render passes equal ones', () => {
    const store = createStore();
    const writes: unknown[] = [];
    store.sub(pageSeoAtom, () => writes.push(store.get(pageSeoAtom)));
    const view = render(mount(store, { gameName: 'A' }));
    view.rerender(mount(store, { gameName: 'A' }));
    expect(writes).toHaveLength(1);
    view.rerender(mount(store, { gameName: 'B' }));
    expect(writes).toEqual([
      { pathname: '/games/snake', values: { gameName: 'A' } },
      { pathname: '/games/snake', values: { gameName: 'B' } },
    ]);
  });
});
