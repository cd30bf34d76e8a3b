import { createRef, useState, type Ref } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { Tabs, type TabsHandle } from './Tabs';

const NAMES = ['one', 'two', 'three'] as const;
type Name = (typeof NAMES)[number];

/** Three tabs whose panels count their own clicks, so a test can see which panel kept its state. */
function Harness({ handle, onSelect }: { handle?: Ref<TabsHandle<Name>>; onSelect?: (by: string) => void }) {
  const [selected, setSelected] = useState<Name>('one');
  return (
    <Tabs
      ref={handle}
      label="Parts"
      tabs={NAMES}
      selected={selected}
      onSelect={(tab, by) => {
        setSelected(tab);
        onSelect?.(by);
      }}
      tabLabel={(tab) => `Tab ${tab}`}
    >
      {(tab) => <Counter name={tab} />}
    </Tabs>
  );
}

function Counter({ name }: { name: string }) {
  const [clicks, setClicks] = useState(0);
  return (
    <button type="button" onClick={() => setClicks((n) => n + 1)}>
      {`${name}: ${clicks}`}
    </button>
  );
}

const renderAt = (path: string, props: Parameters<typeof Harness>[0] = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Harness {...props} />
    </MemoryRouter>,
  );
const tab = (name: Name) => screen.getByRole('tab', { name: `Tab ${name}` });

describe('Tabs', () => {
  it('names the list, links each tab to its panel and shows only the chosen panel', () => {
    renderAt('/');
    expect(screen.getByRole('tablist', { name: 'Parts' })).toBeInTheDocument();
    expect(tab('one')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tab one' })).toHaveTextContent('one: 0');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(tab('two')).toHaveAttribute('aria-controls', expect.stringContaining('panel-two'));
  });

  it('keeps one tab in the Tab order and moves it with the arrows, Home and End', async () => {
    const onSelect = jest.fn();
    renderAt('/', { onSelect });
    expect(tab('one')).toHaveAttribute('tabindex', '0');
    expect(tab('two')).toHaveAttribute('tabindex', '-1');
    tab('one').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('two')).toHaveFocus();
    expect(tab('two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('two')).toHaveAttribute('tabindex', '0');
    expect(tab('one')).toHaveAttribute('tabindex', '-1');
    await userEvent.keyboard('{End}');
    expect(tab('three')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('one')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(tab('one')).toHaveFocus();
    expect(onSelect).toHaveBeenCalledWith('keyboard');
    expect(onSelect).not.toHaveBeenCalledWith('pointer');
  });

  it('follows what the eye sees on a right-to-left page: the left arrow goes to the next tab', async () => {
    renderAt('/ar');
    tab('one').focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('two')).toHaveFocus();
  });

  it('tells a click from a key, and keeps what a hidden panel holds', async () => {
    const onSelect = jest.fn();
    renderAt('/', { onSelect });
    await userEvent.click(screen.getByRole('button', { name: 'one: 0' }));
    await userEvent.click(tab('two'));
    expect(onSelect).toHaveBeenLastCalledWith('pointer');
    expect(screen.getByRole('tabpanel', { name: 'Tab two' })).toBeVisible();
    await userEvent.click(tab('one'));
    expect(screen.getByRole('button', { name: 'one: 1' })).toBeVisible();
  });

  it('lets the page move the focus to a tab', () => {
    const handle = createRef<TabsHandle<Name>>();
    renderAt('/', { handle });
    handle.current?.focus('three');
    expect(tab('three')).toHaveFocus();
  });
});
