/** The list call's answer for the query of `url`, from a fixture of `total` attractions. */
export declare function listAnswer(url: string, total: number): unknown;
