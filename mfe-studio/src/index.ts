// Standalone harness entry (npm run dev); the shell never loads it, it loads the exposed modules instead.
import('./harness');
