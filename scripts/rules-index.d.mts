export declare const root: string;
export declare const RULES_DIR: string;
export declare const INDEX_FILE: string;
export interface RuleFile {
  file: string;
  sections: number[];
  docs: string[];
  summary: string;
}
export declare function summaryOf(doc: string): string;
export declare function sectionsOf(comments: string[]): number[];
export declare function docsOf(comments: string[]): string[];
export declare function readRules(base?: string): RuleFile[];
export declare function rulesIndex(base?: string): Promise<string>;
