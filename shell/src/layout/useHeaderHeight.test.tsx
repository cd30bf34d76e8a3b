import { render } from '@testing-library/react';
import { useRef } from 'react';
import { HEADER_HEIGHT_PROPERTY, useHeaderHeight } from './useHeaderHeight';

function Bar() {
  const ref = useRef<HTMLElement>(null);
  useHeaderHeight(ref);
  return <header ref={ref}>bar</header>;
}

describe('useHeaderHeight', () => {
  it('publishes the header height on the document while mounted', () => {
    const height = jest.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(96);
    const { unmount } = render(<Bar />);
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe('96px');
    unmount();
    expect(document.documentElement.style.getPropertyValue(HEADER_HEIGHT_PROPERTY)).toBe('');
    height.mockRestore();
  });
});
