/**
 * The beta distribution's numbers the health rule needs (health-verdict.ts), with no dependency: the log-gamma
 * function (Lanczos), the regularized incomplete beta function (continued fraction, as in Numerical Recipes, section 6.4) and
 * the probability that one beta variable exceeds another by a margin (Simpson's rule over the first's density).
 */
const LANCZOS = [
  0.99999999999980993, 676.5203681218851, -1259.1392167224028, 771.32342877765313, -176.61502916214059,
  12.507343278686905, -0.13857109526572012, 9.9843695780195716e-6, 1.5056327351493116e-7,
];

function logGamma(x: number): number {
  if (x < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * x)) - logGamma(1 - x);
  const z = x - 1;
  let sum = LANCZOS[0]!;
  for (let i = 1; i < LANCZOS.length; i += 1) sum += LANCZOS[i]! / (z + i);
  const t = z + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (z + 0.5) * Math.log(t) - t + Math.log(sum);
}

const logBeta = (a: number, b: number) => logGamma(a) + logGamma(b) - logGamma(a + b);

/** The continued fraction of the incomplete beta function; converges fast for x < (a + 1) / (a + b + 2). */
function betaFraction(a: number, b: number, x: number): number {
  const tiny = 1e-300;
  let c = 1;
  let d = 1 - ((a + b) * x) / (a + 1);
  d = 1 / (Math.abs(d) < tiny ? tiny : d);
  let h = d;
  // Enough steps for the sessions of a month: the count grows with the square root of a and b.
  for (let m = 1; m <= 20_000; m += 1) {
    const m2 = 2 * m;
    for (const aa of [
      (m * (b - m) * x) / (a - 1 + m2) / (a + m2),
      (-(a + m) * (a + b + m) * x) / (a + m2) / (a + 1 + m2),
    ]) {
      d = 1 + aa * d;
      d = 1 / (Math.abs(d) < tiny ? tiny : d);
      c = 1 + aa / c;
      if (Math.abs(c) < tiny) c = tiny;
      h *= d * c;
    }
    if (Math.abs(d * c - 1) < 1e-13) break;
  }
  return h;
}

/** P(X ≤ x) for X ~ Beta(a, b). */
function betaCdf(x: number, a: number, b: number): number {
  if (x <= 0) return 0;
  if (x >= 1) return 1;
  const front = Math.exp(a * Math.log(x) + b * Math.log(1 - x) - logBeta(a, b));
  return x < (a + 1) / (a + b + 2) ? (front * betaFraction(a, b, x)) / a : 1 - (front * betaFraction(b, a, 1 - x)) / b;
}

interface Beta {
  a: number;
  b: number;
}

const STEPS = 240;

/**
 * P(X > Y + margin) for independent X ~ Beta(x.a, x.b) and Y ~ Beta(y.a, y.b): the integral of X's density times
 * Y's distribution function at (t − margin), over X's mass (± 12 standard deviations). X needs a ≥ 1 and b ≥ 1 (a
 * finite density).
 */
export function probabilityAbove(x: Beta, y: Beta, margin: number): number {
  const mean = x.a / (x.a + x.b);
  const sd = Math.sqrt((x.a * x.b) / ((x.a + x.b) ** 2 * (x.a + x.b + 1)));
  const low = Math.max(0, mean - 12 * sd);
  const high = Math.min(1, mean + 12 * sd);
  const step = (high - low) / STEPS;
  const logNorm = logBeta(x.a, x.b);
  let sum = 0;
  for (let i = 0; i <= STEPS; i += 1) {
    const t = low + i * step;
    const density = t <= 0 || t >= 1 ? 0 : Math.exp((x.a - 1) * Math.log(t) + (x.b - 1) * Math.log(1 - t) - logNorm);
    const weight = i === 0 || i === STEPS ? 1 : i % 2 ? 4 : 2;
    sum += weight * density * betaCdf(t - margin, y.a, y.b);
  }
  return Math.min(1, Math.max(0, (sum * step) / 3));
}
