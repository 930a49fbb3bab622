import { readUpstreamConfig, upstreamUrlOf } from '../../upstream-config';
import { eastCoastArea } from './east-coast-area';
import { runImporter, type UpstreamImporter } from './import-file';
import { moenvToiletImporter } from './moenv-toilets';
import { overpassImporter } from './overpass';
import { tdxBikeImporter } from './tdx-bike';
import { tdxBusImporter } from './tdx-bus';

/** Each upstream's importer, configured from the environment (docs/operations.md, Data import). */
function importersOf(env: NodeJS.ProcessEnv, dataDir: string): (() => UpstreamImporter)[] {
  const inArea = eastCoastArea(dataDir);
  // The server's own configuration of the upstreams, read when an importer runs, so that a bad
  // address stops that importer and not the others.
  const upstreams = () => readUpstreamConfig(env);
  const tdx = () => ({ ...upstreams().tdx, inArea });
  return [
    () =>
      overpassImporter({
        url: upstreamUrlOf('OVERPASS_URL', env.OVERPASS_URL, 'endpoint'),
        inArea,
      }),
    () => tdxBusImporter(tdx()),
    () => tdxBikeImporter(tdx()),
    () => moenvToiletImporter({ ...upstreams().moenv, inArea }),
  ];
}

/**
 * The facilities of the upstreams that publish what data/sources lacks (OpenStreetMap, TDX's
 * buses and bikes, MOENV's toilet registry), each to its file in data/seed/facilities where
 * the network and keys allow; one line each says what happened. Never throws: an upstream out
 * of reach keeps the file it had.
 */
export async function importUpstreamFacilities(
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<string[]> {
  const lines: string[] = [];
  for (const importerOf of importersOf(env, dataDir)) {
    try {
      lines.push(await runImporter(dataDir, importerOf()));
    } catch (error) {
      // A bad address in the environment: said, and the other upstreams still run.
      lines.push(`Not imported: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return lines;
}
