// Writes the new-message sound (apps/web/public/sounds/new-message.wav) from its synthesis:
// `npx node apps/web/scripts/notification-sound.ts`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { notificationWav } from '../src/shared/realtime/notification-sound-wav.ts';

const target = fileURLToPath(new URL('../public/sounds/new-message.wav', import.meta.url));
const bytes = notificationWav();
writeFileSync(target, bytes);
console.log(`${target}: ${bytes.length} bytes`);
