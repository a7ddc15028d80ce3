export interface StackEnv {
  url: string;
  anonKey: string;
  serviceKey: string;
  dbUrl: string;
  dataDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: StackEnv;
  }
}
