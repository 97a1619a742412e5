import { useEffect } from 'react';

/**
 * A server-drawn page paints before its scripts arrive (they are fetched after the first
 * paint, so they never hold up the page's main content). A button pressed or a form sent in
 * that moment must not be lost: the inline script `earlyInteractionsScript` holds such
 * clicks and submits, and `replayEarlyInteractions` hands them to the app (or the islands)
 * once it has taken the page over. Links to other pages need no help: without the script they are ordinary
 * links to server-drawn pages. A link to a #fragment of this very page is held too: what
 * the fragment opens (a FAQ answer, say) is the app's doing, not the browser's.
 */

declare global {
  interface Window {
    /** Stops holding early interactions and gives back those held, oldest first. */
    __takeEarlyInteractions?: () => EarlyInteraction[];
  }
}

type EarlyInteraction = { kind: 'click'; target: HTMLElement } | { kind: 'submit'; target: HTMLFormElement };

/** Controls whose click means something only once React runs (links, but for same-page fragments, are left alone). */
const HELD_CONTROLS = 'button, summary, label, [role="button"], [role="tab"], [role="switch"], input[type="checkbox"], input[type="radio"]';

/**
 * The inline script the server writes at the end of a drawn page. Plain ES5 in a string,
 * so no build step can change it: it runs before anything else, on every browser. It holds
 * early clicks and submits, then loads the app's module scripts once the first frame is
 * painted (or after 800 ms in a tab that is not painting), and the whole document is parsed:
 * a module script added by a script runs as soon as it arrives, and what the page carries
 * after this one (the islands' data block, the router's state) must be there when it does.
 * The browser may paint a long page before it has read all of it.
 */
export function earlyInteractionsScript(entry: string, preloads: string[]): string {
  const args = [entry, preloads, HELD_CONTROLS].map((value) => JSON.stringify(value).replace(/</g, '\\u003c')).join(',');
  return `(function(entry,preloads,controls){
var held=[];
function samePageFragment(t){var a=t.closest('a[href*="#"]');return a&&a.hash&&a.origin===location.origin&&a.pathname===location.pathname&&a.search===location.search?a:null;}
function hold(e){var t=e.target,c=e.type==='submit'?t:t&&t.closest&&(t.closest(controls)||samePageFragment(t));if(!c)return;e.preventDefault();e.stopPropagation();held.push({kind:e.type,target:c});}
document.addEventListener('click',hold,true);document.addEventListener('submit',hold,true);
window.__takeEarlyInteractions=function(){document.removeEventListener('click',hold,true);document.removeEventListener('submit',hold,true);var t=held;held=[];return t;};
var loaded=false;
function load(){if(loaded)return;if(document.readyState==='loading'){document.addEventListener('DOMContentLoaded',load);return;}loaded=true;
for(var i=0;i<preloads.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=preloads[i];document.head.appendChild(l);}
var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=entry;document.head.appendChild(s);}
requestAnimationFrame(function(){setTimeout(load,0);});setTimeout(load,800);
})(${args});`;
}

/**
 * Rendered beside the app when React takes over a drawn page: once the page is hydrated
 * (and React has caught up with anything typed before, which it does after its commit),
 * the held clicks and submits are handed over.
 */
export function ReplayEarlyInteractions(): null {
  useAfterHydration(replayEarlyInteractions);
  return null;
}

/** Calls `then` once its root has taken over the drawn HTML: after the first commit, and the effects React runs after it. */
export function useAfterHydration(then: () => void): void {
  useEffect(() => {
    const timer = setTimeout(then, 0);
    return () => clearTimeout(timer);
  }, [then]);
}

/** Hands text typed before the scripts ran, then the held clicks and submits, to the running app or islands, oldest first. */
export function replayEarlyInteractions(): void {
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('#root input, #root textarea')) {
    if (TEXT_FIELD_TYPES.has(field.type) && field.value !== field.defaultValue) reportTypedText(field);
  }
  // The islands' renderer (Preact) renders what a field reported on its next microtask, not
  // within the event as React does: a task later, a held submit reads the typed text.
  setTimeout(replayHeldInteractions, 0);
}

function replayHeldInteractions(): void {
  const taken = window.__takeEarlyInteractions?.() ?? [];
  for (const interaction of taken) {
    if (!interaction.target.isConnected) continue;
    if (interaction.kind === 'submit') (interaction.target as HTMLFormElement).requestSubmit();
    else interaction.target.click();
  }
}

const TEXT_FIELD_TYPES = new Set(['text', 'email', 'search', 'tel', 'url', 'number', 'password', 'textarea']);

/**
 * React took over a field that already held typed text and took it for the field's own
 * value, so its state never heard of it. Put the drawn value back through React's setter,
 * the typed one through the browser's, and send the input event a keystroke would: React
 * then sees the change and calls the field's onChange (Preact, on the islands, needs only
 * the event).
 */
function reportTypedText(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
