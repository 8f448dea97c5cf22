// Image files are bundled as assets: importing one yields its URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
