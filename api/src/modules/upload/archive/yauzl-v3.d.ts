import 'yauzl';

// yauzl 3 API that @types/yauzl (2.x) does not describe yet.
declare module 'yauzl' {
  /** Decodes an entry's raw name (CP437 or UTF-8, Info-ZIP Unicode Path field); with strictFileNames, keeps backslashes. */
  export function getFileNameLowLevel(
    generalPurposeBitFlag: number,
    fileNameBuffer: Buffer,
    extraFields: Array<{ id: number; data: Buffer }>,
    strictFileNames: boolean,
  ): string;
}
