/// <reference lib="webworker" />
import { ClusterIndex, type ClusterRequest } from './cluster-index';

// The map's clusters off the page's thread (docs/performance.md, bench:web): a module worker of
// the app's own origin, as the page's policy allows (worker-src 'self').
const clusters = new ClusterIndex();
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.addEventListener('message', (event: MessageEvent<ClusterRequest>) => {
  const answer = clusters.answer(event.data);
  if (answer) scope.postMessage(answer);
});
