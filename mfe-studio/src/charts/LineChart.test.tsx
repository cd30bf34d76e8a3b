import { render } from '@testing-library/react';
import { LineChart } from './LineChart';

const points = (locale: 'en' | 'ar') => {
  const { container } = render(
    <LineChart
      locale={locale}
      keys={['2026-12-01', '2026-12-02', '2026-12-03']}
      series={[{ label: 'Plays', values: [1, 5, 2] }]}
      tickLabel={(key) => key.slice(-2)}
      formatValue={String}
    />,
  );
  // "M x,y L x,y …": the x of each point, in the order of the days.
  const d = container.querySelector('path.visx-linepath')!.getAttribute('d')!;
  return [...d.matchAll(/[ML]\s*([\d.]+)[ ,]/g)].map((match) => Number(match[1]));
};

describe('LineChart', () => {
  it('runs time from the reading start: left to right, and right to left in Arabic', () => {
    const ltr = points('en');
    const rtl = points('ar');
    expect(ltr).toHaveLength(3);
    expect(ltr[0]).toBeLessThan(ltr[2]!);
    expect(rtl[0]).toBeGreaterThan(rtl[2]!);
  });
});
