// Writes src/routes.generated.ts from the endpoint descriptions: the browser's zod-free route table.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { endpoints } from '../src/endpoints/all.ts';
import { routeTableSource } from '../src/routes.ts';

const target = path.join(import.meta.dirname, '../src/routes.generated.ts');
writeFileSync(target, routeTableSource(endpoints));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
