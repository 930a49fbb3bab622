export declare const chromiumPath: string | undefined;
export declare const e2eChromiumPath: string | undefined;
export declare const CHROMIUM_ARGS: string[];
