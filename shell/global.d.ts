declare module '*.css';
/** A sprite file bundled as an asset: its URL (tooling/rspack). */
declare module '*.sprite.svg' {
  const url: string;
  export default url;
}
