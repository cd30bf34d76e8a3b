import { isLoadingAtom, loadingCountAtom, startLoading } from './loading';
import { portalStore } from './store';

describe('global loading counter', () => {
  it('is visible while any load is running and never goes below zero', () => {
    const a = startLoading();
    const b = startLoading('Loading game');
    expect(portalStore.get(loadingCountAtom)).toBe(2);
    a();
    a();
    expect(portalStore.get(isLoadingAtom)).toBe(true);
    b();
    expect(portalStore.get(loadingCountAtom)).toBe(0);
    expect(portalStore.get(isLoadingAtom)).toBe(false);
  });
});
