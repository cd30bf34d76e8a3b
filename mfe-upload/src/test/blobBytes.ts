/**
 * Test support (jsdom): jsdom's Blob has no arrayBuffer(), which browsers and Node have; the code under test uses
 * it, so tests give jsdom's Blob the standard method, read through FileReader.
 */
export function giveBlobsArrayBuffer(): void {
  if (typeof Blob.prototype.arrayBuffer === 'function') return;
  Blob.prototype.arrayBuffer = function arrayBuffer(this: Blob) {
    return new Promise<ArrayBuffer>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.onerror = () => reject(reader.error);
      reader.readAsArrayBuffer(this);
    });
  };
}
