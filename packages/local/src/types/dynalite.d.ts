declare module 'dynalite' {
  import type { Server } from 'node:http';
  interface DynaliteOptions {
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    /** LevelDB directory; in memory when unset */
    path?: string;
  }
  export default function dynalite(options?: DynaliteOptions): Server;
}
