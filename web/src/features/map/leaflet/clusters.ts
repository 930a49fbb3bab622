import {
  ClusterIndex,
  type Box,
  type ClusterAnswer,
  type ClusterRequest,
  type Drawn,
} from './cluster-index';

type Question = { type: 'view'; box: Box; zoom: number } | { type: 'open'; cluster: number };

interface Waiting {
  request: ClusterRequest;
  resolve: (answer: ClusterAnswer | undefined) => void;
}

/**
 * The map's questions to its clusters, answered in the map's worker (docs/performance.md,
 * bench:web). Where no worker can be made or run (an old browser, tests), the same code answers
 * on the page's thread, after the current task. A question of a layer replaced meanwhile is
 * answered with undefined.
 */
export class Clusters {
  private worker: Worker | undefined;
  private local: ClusterIndex | undefined;
  private readonly waiting = new Map<number, Waiting>();
  private loaded: ClusterRequest | undefined;
  private generation = 0;
  private asked = 0;

  constructor() {
    this.worker = startWorker();
    if (!this.worker) {
      this.local = new ClusterIndex();
      return;
    }
    this.worker.onmessage = (event: MessageEvent<ClusterAnswer>) => this.received(event.data);
    // A worker that cannot start (its file missing offline, refused): the page answers instead.
    this.worker.onerror = () => this.withoutWorker();
  }

  /** A new layer: `coordinates` holds each marker's longitude and latitude, in the layer's order. */
  load(coordinates: Float64Array): void {
    this.generation += 1;
    this.dropWaiting();
    this.loaded = { type: 'load', generation: this.generation, coordinates };
    this.send(this.loaded);
  }

  view(box: Box, zoom: number): Promise<Drawn[] | undefined> {
    return this.ask({ type: 'view', box, zoom }).then((answer) =>
      answer?.type === 'view' ? answer.drawn : undefined,
    );
  }

  /** The zoom at which a cluster falls apart, and its markers (their places in the layer). */
  open(cluster: number): Promise<{ zoom: number; leaves: number[] } | undefined> {
    return this.ask({ type: 'open', cluster }).then((answer) =>
      answer?.type === 'open' ? answer : undefined,
    );
  }

  stop(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.local = undefined;
    this.dropWaiting();
  }

  private ask(question: Question): Promise<ClusterAnswer | undefined> {
    this.asked += 1;
    const request = { ...question, generation: this.generation, ask: this.asked };
    return new Promise((resolve) => {
      this.waiting.set(request.ask, { request, resolve });
      this.send(request);
    });
  }

  private send(request: ClusterRequest): void {
    if (this.worker) {
      this.worker.postMessage(request);
      return;
    }
    const local = this.local;
    setTimeout(() => {
      const answer = local?.answer(request);
      if (answer) this.received(answer);
    }, 0);
  }

  private received(answer: ClusterAnswer): void {
    const waiting = this.waiting.get(answer.ask);
    this.waiting.delete(answer.ask);
    waiting?.resolve(answer.generation === this.generation ? answer : undefined);
  }

  private withoutWorker(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.local = new ClusterIndex();
    if (this.loaded) this.send(this.loaded);
    for (const { request } of this.waiting.values()) this.send(request);
  }

  private dropWaiting(): void {
    for (const { resolve } of this.waiting.values()) resolve(undefined);
    this.waiting.clear();
  }
}

function startWorker(): Worker | undefined {
  if (typeof Worker === 'undefined') return undefined;
  try {
    return new Worker(new URL('./cluster-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return undefined;
  }
}
