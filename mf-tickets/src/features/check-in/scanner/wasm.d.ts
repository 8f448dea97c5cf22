declare module 'zxing-wasm/reader/zxing_reader.wasm' {
  /** The .wasm's URL (an asset of this build, rspack `asset/resource`). */
  const url: string;
  export default url;
}
