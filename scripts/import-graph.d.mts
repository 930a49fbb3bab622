export declare const root: string;
export declare function sourceFiles(folder: string, found?: string[]): string[];
export declare function importsOf(
  files: string[],
  aliases?: Record<string, string>,
): [string, string][];
