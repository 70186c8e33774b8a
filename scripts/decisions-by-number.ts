/** `node scripts/decisions-by-number.ts`: writes docs/decisions-by-number.md from docs/decisions.md. */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decisionsByNumberPage } from './lib/decisions-by-number.ts';
import { repoRoot } from './lib/paths.ts';

const index = readFileSync(path.join(repoRoot, 'docs/decisions.md'), 'utf8');
writeFileSync(path.join(repoRoot, 'docs/decisions-by-number.md'), decisionsByNumberPage(index));
