// The federation runtime's errors run to several lines (arguments as JSON, a link to its docs, the original
// error): the boundary shows the gist — what the runtime could not do, its code, and the original cause.
const RUNTIME_ERROR = /^\[ Federation Runtime \]: (.*?)\.? #(RUNTIME-\d+)/;
// The original error's own name (`Error:`, the script loader's `ScriptNetworkError:`) says nothing more.
const ORIGINAL = /Original Error Message:\s*(?:\w*Error:\s*)?([\s\S]*)$/;
// The script loader's message for an entry that never arrived (404, network, CORS), with its list of maybes.
const SCRIPT_NOT_LOADED = /^Failed to load script "([^"]+)" - [\s\S]*$/;

export function describeRemoteFailure(error: Error): string {
  const runtime = RUNTIME_ERROR.exec(error.message);
  if (!runtime) return error.message;
  const original = ORIGINAL.exec(error.message)?.[1]
    ?.trim()
    .replace(SCRIPT_NOT_LOADED, '$1 could not be loaded (unreachable, or answered with an error)');
  return `${runtime[1]} (${runtime[2]})${original ? `: ${original}` : ''}`;
}
