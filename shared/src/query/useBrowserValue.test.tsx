import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useBrowserValue } from './useBrowserValue';

// Hydration here is driven by hand (not through Testing Library), so React is told it runs inside act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server-renders `element`, then hydrates that HTML the way the browser does. */
async function hydrate(element: React.ReactElement, onClient: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  onClient();
  await act(async () => {
    hydrateRoot(container, element, { onRecoverableError: (error) => console.error(error) });
  });
  return container;
}

let browserValue = 'guest';
let renders = 0;

function Greeting() {
  renders += 1;
  return <p>{useBrowserValue(browserValue, 'guest')}</p>;
}

beforeEach(() => {
  renders = 0;
  browserValue = 'guest';
});

describe('values only the browser knows', () => {
  it('shows the browser value right after hydration, without a mismatch', async () => {
    const container = await hydrate(<Greeting />, () => {
      browserValue = 'Ada';
    });
    expect(container).toHaveTextContent('Ada');
  });

  it("renders a component once when the browser's value is the server's", async () => {
    await hydrate(<Greeting />, () => {
      renders = 0;
    });
    expect(renders).toBe(1);
  });
});
