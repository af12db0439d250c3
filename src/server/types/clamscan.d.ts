// The clamscan package ships no types; these cover the part we use (clamd over its socket).
declare module 'clamscan' {
  import type { Readable } from 'node:stream';

  export type ScanResult = { isInfected: boolean | null; viruses: string[]; file: string | null; resultString?: string; timeout?: boolean };

  export type NodeClamOptions = {
    removeInfected?: boolean;
    quarantineInfected?: string | false;
    scanLog?: string | null;
    debugMode?: boolean;
    preference?: 'clamscan' | 'clamdscan';
    clamscan?: { active?: boolean; path?: string | null };
    clamdscan?: {
      socket?: string | false;
      host?: string | false;
      port?: number | false;
      timeout?: number;
      localFallback?: boolean;
      path?: string | null;
      active?: boolean;
      bypassTest?: boolean;
    };
  };

  export default class NodeClam {
    init(options?: NodeClamOptions): Promise<NodeClam>;
    scanStream(stream: Readable): Promise<ScanResult>;
  }
}
