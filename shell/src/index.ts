// Async boundary: shared singletons (React, the router, the store) are negotiated by the federation
// runtime before any code that imports them runs. "eager" keeps the boundary but ships the bootstrap
// in the entry chunk, one request less on the first page.
//
// The modules run in steps, each in a task of its own (on a phone's slower CPU the script's evaluation as
// one task was a long task, all of it blocking time): the federation runtime's start (the script itself), React
// DOM, `@shop/shared`, the router, then the bootstrap, which hydrates the page in a transition.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function boot() {
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@shop/shared');
  await nextTask();
  await import(/* webpackMode: "eager" */ 'react-router-dom');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}

void boot();
