// The render worker run from TypeScript (development and tests, through tsx): a worker thread gets none of the
// parent's loader hooks, so this registers tsx before loading it. The compiled edge runs its compiled worker.
import { register } from 'tsx/esm/api';

register();
const worker = await import('./render-worker.ts');
export default worker.default;
