// The async boundary lets Module Federation negotiate shared singletons before any of them is used. Started in
// the next task, so evaluating this entry (the federation runtime) and starting the app are two short tasks.
setTimeout(() => void import('./bootstrap'), 0);
