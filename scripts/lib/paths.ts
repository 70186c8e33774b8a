import path from 'node:path';

/** The repository root, whatever the current directory of the process. */
export const repoRoot = path.resolve(import.meta.dirname, '../..');
export const webDir = path.join(repoRoot, 'apps/web');
/** Next's CLI, run with the current Node binary (Node 24 inside npm scripts) rather than through a shell. */
export const nextBin = path.join(repoRoot, 'node_modules/next/dist/bin/next');
