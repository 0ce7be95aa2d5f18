/**
 * Presses made before a page's code runs are not lost. The page the server rendered shows its buttons well
 * before the shell's script has come and hydrated them (the code is asked for only once the page is painted:
 * `deferCode` in server/src/site/code-loader.ts), and React replays no press made on markup it has not hydrated: before
 * `hydrateRoot` nothing listens, and after it a press inside a part whose code has not come yet (a remote's
 * page) is dropped. So a small script at the head of the page records them and replays them once hydrated,
 * as Angular's event replay (jsaction) does. Kept small (it is in every page's head), so written short:
 *
 * - `keep`: in the capture phase on the document, a `click` on a control that needs the page's code — a
 *   button, a checkbox, a radio, `[role=button]` — and a form's `submit` are recorded while that control
 *   (or form) is not hydrated (`live`): their default is prevented (a checkbox keeps its state, a form does
 *   not reload the page with its state lost) and nothing else hears them. What works natively is left
 *   alone: plain links (`<a href>`), text fields, `<summary>`; disabled controls (the account forms' submit,
 *   «В корзину» before the code runs) send no press at all;
 * - text typed into a field (`input`, `textarea`) before its code runs stays in the field, but React, hydrating
 *   it, keeps that text without telling the component, whose state still holds the server's value (a form sent
 *   right after would send that); so the field is recorded once (`put`, with `s` 2) and, when hydrated, its text
 *   is given to React as typed: set through React's own value tracker to '' first, then natively, then an
 *   `input` event, which React's change plugin reports to the component;
 * - `live`: React has attached its props to the element (its `__reactProps$…` key, set as React hydrates
 *   it): the shell's header hydrates with the shell, a remote's page once its code came;
 * - `go`: the presses (`q`) are replayed in order, each once its control is hydrated (looked at every
 *   50 ms): `click()` (a form: `requestSubmit()`) on the same element, or, if React replaced it, on the
 *   element at the same place under `#root` (`p`, its child indexes), which takes the focus if the pressed
 *   element had it (the focus then fell to the body); `b` is set while a press is replayed, `w` while a look
 *   is due. React hydrates what it must at once and runs the
 *   handler; the press's control keeps the focus the visitor's press gave it. While presses wait, a
 *   MutationObserver (`o`) looks again as soon as the page changes (hydration enabling a form's submit
 *   button), so a field's text reaches its component before that button can be pressed;
 * - Back or Forward to another address of the page's history (`popstate`) before the shell has hydrated
 *   loads that address (`location.reload()`): the router, not listening yet, would hydrate the page the
 *   server rendered for the old address at the new one; a move within the page (`#…`) changes nothing;
 * - `late`: PRESS_SETTLE_MS after the shell was seen hydrated (`#root[data-hydrated]`, shell/src/Root.tsx)
 *   nothing more is recorded, and a press still waiting (a control React never took over) is replayed as it
 *   is.
 */
const PRESS_REPLAY = `(d=>{
let q=[],at,b,w,l=location,u=l.pathname+l.search,o=new MutationObserver(()=>q[0]&&go());
const root=()=>d.getElementById('root'),
ready=()=>root()?.hasAttribute('data-hydrated'),
live=n=>/__reactProps/.test(Object.keys(n)),
late=()=>(at||=ready()&&Date.now())&&Date.now()-at>SETTLE,
go=()=>{
for(w=0;q[0];q.shift()){
let[n,p,s]=q[0],f=n,v=n.value;
if(!n.isConnected){f=root();for(const i of p)f=f?.children[i]}
if(f&&!live(f)&&!late())return w=setTimeout(go,50);
if(f){
b=1;
f!=n&&d.activeElement==d.body&&f.focus();
s>1?(f.value='',Object.getOwnPropertyDescriptor(f.constructor.prototype,'value').set.call(f,v),f.dispatchEvent(new Event('input',{bubbles:1}))):s?f.requestSubmit():f.click();
b=0
}
}
o.disconnect()
},
put=(n,s)=>{
let r=root(),p=[],c=n;
for(;c!=r;c=c.parentNode)p.unshift([].indexOf.call(c.parentNode.children,c));
q.push([n,p,s]);
o.observe(d,{subtree:1,childList:1,attributes:1});
w||go()
},
free=n=>b||!root()?.contains(n)||late()||live(n),
keep=(e,n,s)=>{
if(free(n))return;
e.preventDefault();
e.stopImmediatePropagation();
put(n,s)
};
d.addEventListener('click',e=>{
let c=e.target.closest?.('button,[type=checkbox],[type=radio],[role=button]');
c&&!c.href&&keep(e,c)
},1);
d.addEventListener('submit',e=>keep(e,e.target,1),1);
d.addEventListener('input',e=>{
let n=e.target;
n.matches('input,textarea')&&!free(n)&&!q.some(x=>x[0]==n)&&put(n,2)
},1);
addEventListener('popstate',()=>ready()||l.pathname+l.search==u||l.reload())
})(document)`;

/** How long after the shell has hydrated a recorded press still waits for its own part to hydrate. */
export const PRESS_SETTLE_MS = 10_000;

/** The script as the page carries it: its lines joined (each ends where no space is needed). */
export const PRESS_REPLAY_SOURCE = PRESS_REPLAY.replace(/\n/g, '').replace('SETTLE', String(PRESS_SETTLE_MS));

/** The recorder as a script of the page's head, allowed by the page's CSP nonce. */
export const pressReplayScript = (nonce: string) =>
  `<script nonce="${nonce}">${PRESS_REPLAY_SOURCE}</script>`;
