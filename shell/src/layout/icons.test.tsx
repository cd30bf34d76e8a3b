import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render } from '@testing-library/react';
import { Icon, ICON_NAMES } from './icons';

const sprite = readFileSync(path.join(__dirname, 'icons.sprite.svg'), 'utf8');

describe('icons', () => {
  it('draws every icon name from a symbol of the sprite, and the sprite holds no other', () => {
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">/g)].map((match) => match[1]);
    expect([...symbols].sort()).toEqual([...ICON_NAMES].sort());
  });

  it('references its symbol in the sprite file, hidden from assistive technology', () => {
    const { container } = render(<Icon name="globe" size={16} />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.getAttribute('width')).toBe('16');
    expect(svg.querySelector('use')!.getAttribute('href')).toMatch(/icons\.sprite\.svg#globe$/);
  });
});
