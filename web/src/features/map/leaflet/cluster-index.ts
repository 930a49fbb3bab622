import Supercluster from 'supercluster';

/** Above this zoom every marker stands alone; below it, near ones are drawn as one. */
export const CLUSTER_MAX_ZOOM = 16;
const CLUSTER_RADIUS_PX = 56;

/** West, south, east, north, in degrees. */
export type Box = [number, number, number, number];

/** What a view draws: a cluster of markers, or one marker (its place in the layer). */
export interface DrawnCluster {
  cluster: number;
  count: number;
  lat: number;
  lng: number;
  /** One of its markers (its place in the layer). */
  leaf: number;
}
export type Drawn = DrawnCluster | { marker: number };

/** What the map asks of the clusters, each question of a layer (`generation`) in turn. */
export type ClusterRequest =
  | { type: 'load'; generation: number; coordinates: Float64Array }
  | { type: 'view'; generation: number; ask: number; box: Box; zoom: number }
  | { type: 'open'; generation: number; ask: number; cluster: number };

export type ClusterAnswer =
  | { type: 'view'; generation: number; ask: number; drawn: Drawn[] }
  | { type: 'open'; generation: number; ask: number; zoom: number; leaves: number[] };

type Index = Supercluster<{ index: number }>;

/**
 * The clusters of a layer's markers (supercluster), answering the map's questions: built in the
 * map's worker (cluster-worker.ts), so neither building them for thousands of markers nor
 * finding those of a view takes the page's thread (docs/performance.md, bench:web).
 */
export class ClusterIndex {
  private index: Index | undefined;
  private generation = -1;

  answer(request: ClusterRequest): ClusterAnswer | undefined {
    if (request.type === 'load') {
      this.generation = request.generation;
      this.index = build(request.coordinates);
      return undefined;
    }
    const index = this.index;
    if (!index || request.generation !== this.generation) return undefined;
    const { generation, ask } = request;
    if (request.type === 'view') {
      const drawn = index
        .getClusters(request.box, request.zoom)
        .map((feature) => drawnOf(index, feature));
      return { type: 'view', generation, ask, drawn };
    }
    return {
      type: 'open',
      generation,
      ask,
      zoom: index.getClusterExpansionZoom(request.cluster),
      leaves: index.getLeaves(request.cluster, Infinity).map((leaf) => leaf.properties.index),
    };
  }
}

/** The markers' places, longitude then latitude, one pair a marker. */
function build(coordinates: Float64Array): Index {
  const points: Supercluster.PointFeature<{ index: number }>[] = [];
  for (let index = 0; index * 2 < coordinates.length; index += 1) {
    points.push({
      type: 'Feature',
      properties: { index },
      geometry: {
        type: 'Point',
        coordinates: [coordinates[index * 2] ?? 0, coordinates[index * 2 + 1] ?? 0],
      },
    });
  }
  return new Supercluster<{ index: number }>({
    radius: CLUSTER_RADIUS_PX,
    maxZoom: CLUSTER_MAX_ZOOM,
  }).load(points);
}

function drawnOf(index: Index, feature: ReturnType<Index['getClusters']>[number]): Drawn {
  const properties = feature.properties as Partial<Supercluster.ClusterProperties> & {
    index?: number;
  };
  if (!properties.cluster || properties.cluster_id === undefined)
    return { marker: properties.index ?? -1 };
  const cluster = properties.cluster_id;
  const [lng = 0, lat = 0] = feature.geometry.coordinates;
  // One of its markers: where the focus goes once the cluster is opened (marker-layer.ts).
  const leaf = index.getLeaves(cluster, 1)[0]?.properties.index ?? -1;
  return { cluster, count: properties.point_count ?? 0, lat, lng, leaf };
}
