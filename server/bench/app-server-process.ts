/**
 * The real server for npm run bench:api's reads (against-bare.ts), in a process of its own like
 * the bare server it is compared with: seeded, listening on a free port, which it sends to the
 * parent, and answering `cpu` with the CPU time it has used, so the parent can count the CPU
 * time of each request, which the machine's other load does not change.
 */
import { loadSimplifiedToTaiwan } from '../src/store/content/search';
import { seededStore } from '../test/helper';
import { listenForBench } from './bench-server';

// As main.ts does before it listens, so no measured search waits for the dictionary.
loadSimplifiedToTaiwan();
const store = await seededStore();
const { address } = await listenForBench(store);
process.on('message', (message: { cpu?: boolean }) => {
  if (message.cpu) process.send!({ cpu: process.cpuUsage() });
});
process.send!({ address });
// The parent is done (or gone): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
