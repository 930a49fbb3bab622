export declare const AREAS_FILE: string;
export interface BoxGraph {
  boxes: string[];
  arrows: [string, string][];
}
export declare function webBoxOf(relative: string): string;
export declare function serverBoxOf(relative: string): string;
export declare function boxGraph(
  imports: [string, string][],
  boxOf: (file: string) => string | undefined,
): BoxGraph;
export declare function framedArrows(graph: BoxGraph): [string, string][];
export declare function mermaid(graph: BoxGraph, titles: Record<string, string>): string;
export declare function webGraph(): BoxGraph;
export declare function serverGraph(): BoxGraph;
export declare function areasPage(): Promise<string>;
