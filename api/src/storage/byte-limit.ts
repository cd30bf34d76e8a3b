import { Transform, type TransformCallback } from 'node:stream';

/** Passes bytes through and counts them; fails the stream (with `tooLarge()`) as soon as more than `max` went by. */
export class ByteLimit extends Transform {
  bytes = 0;
  constructor(
    private readonly max: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(this.tooLarge());
    else callback(null, chunk);
  }
}
