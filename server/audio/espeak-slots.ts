/**
 * How many eSpeak NG processes run at once: one per core. A class opening a new text asks for many
 * words' pronunciations and clips together; unbounded, hundreds of processes would fight the server
 * for the same cores and every answer would wait. The rest queue here (p-limit) and run as slots free.
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';

export const espeakSlot = pLimit(availableParallelism());
