/** The app's version: the package version and a hash of what the build was made from (vite.config.ts). */
declare const __APP_VERSION__: string;
