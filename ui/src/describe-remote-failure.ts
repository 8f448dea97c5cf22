// The federation runtime's errors run to several lines (arguments as JSON, a link to its docs, the original
// error): the boundary shows the gist — what the runtime could not do, its code, and the original cause.
const RUNTIME_ERROR = /^\[ Federation Runtime \]: (.*?)\.? #(RUNTIME-\d+)/;
const ORIGINAL = /Original Error Message:\s*(?:Error:\s*)?([\s\S]*)$/;

export function describeRemoteFailure(error: Error): string {
  const runtime = RUNTIME_ERROR.exec(error.message);
  if (!runtime) return error.message;
  const original = ORIGINAL.exec(error.message)?.[1]?.trim();
  return `${runtime[1]} (${runtime[2]})${original ? `: ${original}` : ''}`;
}
