import { truncateText } from './truncate';

describe('truncateText', () => {
  it('leaves a short text alone, whitespace runs collapsed', () => {
    expect(truncateText('  Play   Snake\nnow  ')).toBe('Play Snake now');
  });

  it('cuts a long text at a word boundary, within the limit, with an ellipsis', () => {
    const text = 'Guide a hungry snake around the grid, eat the fruit and grow longer with every bite you take today.';
    const short = truncateText(text, 40);
    expect(short).toBe('Guide a hungry snake around the grid…');
    expect([...short].length).toBeLessThanOrEqual(40);
  });

  it('does not leave a dangling separator before the ellipsis', () => {
    expect(truncateText('One two three, four five six seven', 16)).toBe('One two three…');
  });

  it('defaults to about 160 characters', () => {
    const text = 'word '.repeat(100);
    const short = truncateText(text);
    expect([...short].length).toBeLessThanOrEqual(160);
    expect(short.endsWith('word…')).toBe(true);
  });

  it('finds word breaks in languages written without spaces', () => {
    const text =
      '蛇を操作してフルーツを食べよう。食べるたびに長くなり、スピードも上がります。壁や自分の尾にぶつかるとゲームオーバーです。';
    const short = truncateText(text, 30);
    expect([...short].length).toBeLessThanOrEqual(30);
    expect(short.endsWith('…')).toBe(true);
    expect(text.startsWith(short.slice(0, -1))).toBe(true);
  });

  it('cuts one overlong word hard rather than returning almost nothing', () => {
    expect(truncateText('a'.repeat(50), 10)).toBe(`${'a'.repeat(9)}…`);
  });

  it('never splits a surrogate pair', () => {
    const short = truncateText('😀'.repeat(20), 10);
    expect([...short]).toHaveLength(10);
    expect(short).toBe(`${'😀'.repeat(9)}…`);
  });
});
