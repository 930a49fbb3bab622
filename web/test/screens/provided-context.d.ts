import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server that answers the screen tests listens (server/test/screens-server.ts). */
    screensOrigin: string;
  }
}
